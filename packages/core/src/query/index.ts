// The request schemas of every endpoint and their parse functions; the building blocks stay internal to this folder.

export * from './banks-by-hostname-query.ts';
export * from './get-bank-query.ts';
export * from './list-banks-query.ts';
export * from './list-countries-query.ts';
export * from './list-products-query.ts';
export * from './list-votes-query.ts';
export * from './parse-body.ts';
export * from './product-body.ts';
export * from './product-status-body.ts';
export * from './semantic-search-query.ts';
export * from './vote-body.ts';
export * from './vote-category-param.ts';
