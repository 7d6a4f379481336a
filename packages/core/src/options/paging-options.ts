// The paging options every list takes, as a caller writes them; a file of its own so that the declarations a
// TypeScript app reads name this type without the schema builders of ./paging.ts.

/** The paging options every list takes. */
export interface PagingOptions {
  /** Page size: an integer from 1 to 100; default 10. */
  limit?: number;
  /** The id of the last item of the current page (its `pagination.nextCursor`): the page after it is returned. */
  startingAfter?: string;
  /** The id of the first item of the current page (its `pagination.previousCursor`): the page before it is returned. */
  endingBefore?: string;
}
