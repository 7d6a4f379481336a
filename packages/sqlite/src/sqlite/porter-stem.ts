// The Porter stemming algorithm (M.F. Porter, 1980), as SQLite's FTS5 `porter` tokenizer applies it to the lower-case
// ASCII tokens of `unicode61`: the keyword search looks a query word up in the FTS5 vocabulary by its stem. Written
// after Porter's own reference implementation; a stem that came out differently would only make a word look rarer
// than it is (see keepWords), never change what a search matches, since FTS5 stems the query itself.

const STEP2: Record<string, string> = {
  ational: 'ate',
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  izer: 'ize',
  bli: 'ble',
  alli: 'al',
  entli: 'ent',
  eli: 'e',
  ousli: 'ous',
  ization: 'ize',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  iveness: 'ive',
  fulness: 'ful',
  ousness: 'ous',
  aliti: 'al',
  iviti: 'ive',
  biliti: 'ble',
  logi: 'log',
};
const STEP3: Record<string, string> = {
  icate: 'ic',
  ative: '',
  alize: 'al',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
};

const c = '[^aeiou]';
const v = '[aeiouy]';
const C = `${c}[^aeiouy]*`;
const V = `${v}[aeiou]*`;
const MGR0 = new RegExp(`^(${C})?${V}${C}`); // measure > 0
const MEQ1 = new RegExp(`^(${C})?${V}${C}(${V})?$`); // measure = 1
const MGR1 = new RegExp(`^(${C})?${V}${C}${V}${C}`); // measure > 1
const S_V = new RegExp(`^(${C})?${v}`); // contains a vowel

/** The Porter stem of a lower-case word; words of fewer than 3 letters or with characters other than a-z are kept as they are. */
export function porterStem(word: string): string {
  if (word.length < 3 || word.length > 64 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  const firstY = w[0] === 'y';
  if (firstY) w = `Y${w.slice(1)}`;

  // Step 1a
  let match = /^(.+?)(ss|i)es$/.exec(w);
  if (match) w = match[1]! + match[2]!;
  else if ((match = /^(.+?)([^s])s$/.exec(w))) w = match[1]! + match[2]!;

  // Step 1b
  if ((match = /^(.+?)eed$/.exec(w))) {
    if (MGR0.test(match[1]!)) w = w.slice(0, -1);
  } else if ((match = /^(.+?)(ed|ing)$/.exec(w))) {
    const stem = match[1]!;
    if (S_V.test(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
      else if (new RegExp(`^${C}${v}[^aeiouwxy]$`).test(w)) w += 'e';
    }
  }

  // Step 1c
  if ((match = /^(.+?)y$/.exec(w)) && S_V.test(match[1]!)) w = `${match[1]!}i`;

  // Step 2
  match =
    /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/.exec(
      w,
    );
  if (match && MGR0.test(match[1]!)) w = match[1]! + STEP2[match[2]!]!;

  // Step 3
  match = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/.exec(w);
  if (match && MGR0.test(match[1]!)) w = match[1]! + STEP3[match[2]!]!;

  // Step 4
  match = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/.exec(w);
  if (match) {
    if (MGR1.test(match[1]!)) w = match[1]!;
  } else if ((match = /^(.+?)(s|t)(ion)$/.exec(w))) {
    if (MGR1.test(match[1]! + match[2]!)) w = match[1]! + match[2]!;
  }

  // Step 5
  if ((match = /^(.+?)e$/.exec(w))) {
    const stem = match[1]!;
    if (MGR1.test(stem) || (MEQ1.test(stem) && !new RegExp(`^${C}${v}[^aeiouwxy]$`).test(stem))) w = stem;
  }
  if (/ll$/.test(w) && MGR1.test(w)) w = w.slice(0, -1);

  return firstY ? `y${w.slice(1)}` : w;
}
