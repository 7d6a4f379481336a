// The names the pages' markup and their script agree on: the script finds what it improves by these alone.

/** On an element with an id: its POST forms are sent with fetch, and the element is swapped for its new version. */
export const SWAP_ATTRIBUTE = 'data-swap';
/** On an element the script may swap: what the status region announces of it afterwards (new counts, a vote). */
export const STATUS_ATTRIBUTE = 'data-status';
/** The search page's field and the region of its results, which the script fetches again as the visitor types. */
export const SEARCH_FIELD_ID = 'search-q';
export const SEARCH_RESULTS_ID = 'search-results';
