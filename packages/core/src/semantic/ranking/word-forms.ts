/** The shortest beginning two forms of one word share ("powstał" and "powstały", "hipoteca" and "hipotecario"). */
const STEM = 6;
/** The longest ending a question's form of a word may have past the shared beginning ("-ario", "-ları"). */
const MAX_FORM_ENDING = 3;
/** The longest ending the table's form may have past it ("goedkoop" read in "goedkope"). */
const MAX_TABLE_ENDING = 2;
/** The shortest part of a compound word ("zentral" + "bank", "studien" + "kredite"). */
const MIN_PART = 4;
/** Letters German and Dutch put between the parts of a compound ("ontwikkeling-s-bank"). */
const LINKS = ['s', 'en', 'n', 'e'];

/**
 * Other forms of the vocabulary's words: the table word a question's inflected or declined word is a form of, and the
 * parts of a compound word. The tables list the forms people type most; languages that decline, conjugate or join
 * words ("studienkredite", "bankası", "terhubung") have far more than any table holds.
 */
export class WordForms {
  readonly #words: ReadonlySet<string>;
  /** The single words of the tables, by their first STEM letters. */
  readonly #byStem = new Map<string, string[]>();

  /** `words` in order of preference: among equally near forms, the first one given wins. */
  constructor(words: Iterable<string>) {
    this.#words = new Set(words);
    for (const word of this.#words) {
      if (word.length < STEM || word.includes(' ')) continue;
      const stem = word.slice(0, STEM);
      const list = this.#byStem.get(stem);
      if (list) list.push(word);
      else this.#byStem.set(stem, [word]);
    }
  }

  /** The table word `word` is another form of: the longest shared beginning, then the first given. */
  formOf(word: string): string | undefined {
    if (this.#words.has(word)) return word;
    let found: string | undefined;
    let foundShared = 0;
    for (const candidate of this.#byStem.get(word.slice(0, STEM)) ?? []) {
      const shared = sharedBeginning(word, candidate);
      if (word.length - shared > MAX_FORM_ENDING || candidate.length - shared > MAX_TABLE_ENDING) continue;
      if (shared > foundShared) [found, foundShared] = [candidate, shared];
    }
    return found;
  }

  /**
   * A compound's two parts as table words (or forms of them), the first split from the left that reads both; else one
   * whose longer part is a table word as written, the other left as it is ("studien" + "kredite"). Undefined when none
   * reads.
   */
  partsOf(word: string): [string, string] | undefined {
    let oneRead: [string, string] | undefined;
    for (let split = MIN_PART; split <= word.length - MIN_PART; split++) {
      const head = word.slice(0, split);
      const tail = word.slice(split);
      const headWord = this.#partOf(head) ?? this.#linkedPartOf(head);
      const tailWord = this.#partOf(tail);
      if (headWord && tailWord) return [headWord, tailWord];
      if (!oneRead && this.#words.has(tail) && tail.length >= STEM && tail.length >= head.length)
        oneRead = [head, tail];
      if (!oneRead && this.#words.has(head) && head.length >= STEM && head.length >= tail.length)
        oneRead = [head, tail];
    }
    return oneRead;
  }

  #partOf(part: string): string | undefined {
    return part.length >= STEM ? this.formOf(part) : this.#words.has(part) ? part : undefined;
  }

  /** A compound's first part without the letters that join it to the second ("ontwikkelings" -> "ontwikkeling"). */
  #linkedPartOf(head: string): string | undefined {
    for (const link of LINKS) {
      if (!head.endsWith(link) || head.length - link.length < MIN_PART) continue;
      const found = this.#partOf(head.slice(0, -link.length));
      if (found) return found;
    }
    return undefined;
  }
}

/** How many letters two words share from their beginning. */
export function sharedBeginning(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let shared = 0;
  while (shared < length && a[shared] === b[shared]) shared++;
  return shared;
}
