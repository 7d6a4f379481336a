import * as v from 'valibot';
import { SORT_ORDERS, type SortOrder } from '../constants.ts';
import { enumParam } from './enum-param.ts';

/** The `sortOrder` parameter with the list's default direction. */
export function sortOrderParam(defaultOrder: SortOrder) {
  return v.optional(enumParam(SORT_ORDERS, 'Sort direction: asc or desc.'), defaultOrder);
}
