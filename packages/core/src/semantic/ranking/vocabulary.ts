import de from '../vocabulary/de.json' with { type: 'json' };
import en from '../vocabulary/en.json' with { type: 'json' };
import es from '../vocabulary/es.json' with { type: 'json' };
import fr from '../vocabulary/fr.json' with { type: 'json' };
import id from '../vocabulary/id.json' with { type: 'json' };
import it from '../vocabulary/it.json' with { type: 'json' };
import nl from '../vocabulary/nl.json' with { type: 'json' };
import other from '../vocabulary/other.json' with { type: 'json' };
import pl from '../vocabulary/pl.json' with { type: 'json' };
import pt from '../vocabulary/pt.json' with { type: 'json' };
import tr from '../vocabulary/tr.json' with { type: 'json' };

/**
 * One table per language (semantic/vocabulary/*.json): the words and phrases that name a country (ISO code -> names,
 * adjectives, native names) or a region of several, those that ask for a kind of bank, and (other languages than English) the English
 * reading of the words people ask with (`words`: "konto" -> "account", "größte" -> "largest"). A kind entry's key lists
 * the bank tags that answer it, separated by "|": `kind:<BankKind>` or `own:<BankOwnership>` (see bank-facts.ts).
 * English lists in `known` the words of questions that must never be read as a misspelled bank name.
 */
export interface VocabularyTable {
  language: string;
  countries: Record<string, string[]>;
  /** Regions (ISO codes separated by "|" -> names): "latin america", "the gulf", "scandinavia". */
  regions?: Record<string, string[]>;
  kinds: Record<string, string[]>;
  words?: Record<string, string>;
  /**
   * The language's function words (articles, prepositions, conjunctions, auxiliaries, question words) with their
   * English: read in English like `words` and never read as a bank's name, but no typo is ever corrected into one (they
   * are short and near every other word). Words that are English words too ("a", "no", "of", "as") are left out.
   */
  grammar?: Record<string, string>;
  /**
   * Function words that are English words too ("die", "do", "door"), with their English: read like `grammar`, but only
   * in a query that holds a word of another language than English (QueryUnderstanding), where they are no English.
   */
  grammarNotInEnglish?: Record<string, string>;
  known?: string[];
  /**
   * Case endings the language writes after an apostrophe ("Türkiye'nin", "2019'da"): the word before it is read. Any
   * other apostrophe keeps the longer side ("l'Italia" -> "italia").
   */
  apostropheEndings?: string[];
}

export const VOCABULARY: readonly VocabularyTable[] = [en, de, fr, es, pt, nl, it, pl, tr, id, other];
