// Letters that Unicode decomposition leaves alone but people read as plain Latin letters.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * The text with each of those letters, in either case, written as plain Latin letters ("Sabancı" -> "Sabanci",
 * "Łódź" -> "Lódz"): keyword search indexes and looks up both sides so, as FTS5's tokenizer leaves them alone.
 */
export function plainLetters(text: string): string {
  return text.replace(/[ßæœøđðłþıẞÆŒØĐÐŁÞ]/g, (letter) => SPECIAL_LETTERS[letter.toLowerCase()] ?? letter);
}

/**
 * Folds text for comparing and searching names: case-insensitive and accent-insensitive
 * ("Ålandsbanken" -> "alandsbanken", "bunq" sorts among the B's).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .trim();
}
