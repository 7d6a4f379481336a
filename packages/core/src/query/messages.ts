/** Predicates shared by every query parameter and body field; a subject ("limit") is put in front of each. */
export const REQUIRED = 'is required.';
export const GIVEN_ONCE = 'must be given once.';
export const UNKNOWN_FIELD = 'is not a known field.';
