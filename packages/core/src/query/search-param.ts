import { textParam } from './text-param.ts';

/** The length every `search` parameter allows. */
export const SEARCH_LENGTH = { min: 1, max: 200 } as const;

/** A `search` parameter: 1 to 200 characters, not only spaces, matched against a name. */
export function searchParam(description: string) {
  return textParam(SEARCH_LENGTH, description);
}
