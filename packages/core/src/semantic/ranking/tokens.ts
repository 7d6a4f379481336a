import { foldText } from '../../text/fold.ts';

/**
 * The words of a text as query understanding compares them: folded (lower case, no accents), possessive "'s" dropped
 * ("Germany's" -> "germany"), split at anything but letters, digits, "&", "-" inside a word, and apostrophes inside a
 * word ("d'epargne").
 */
export function wordsOf(text: string): string[] {
  const folded = foldText(text).replace(/[’`]/g, "'");
  const words = folded.match(/[\p{L}\p{N}&]+(?:['.-][\p{L}\p{N}&]+)*\.?/gu) ?? [];
  return words.map((word) =>
    word
      .replace(/'s$/, '')
      .replace(/s'$/, 's')
      .replace(/\.$/, (dot) => (/\..+\./.test(word) ? dot : '')),
  );
}

/** Where the phrase `needle` (a word list) occurs as consecutive words in `haystack`; -1 when it does not. */
export function indexOfPhrase(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0 || needle.length > haystack.length) return -1;
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++)
      if (haystack[start + offset] !== needle[offset]) continue outer;
    return start;
  }
  return -1;
}
