// @bankdir/core/query, the HTTP host's entry (the server's route table, which drives the router, the OpenAPI document
// and the MCP tools): every request schema with its parse function, the query strings here (one file per resource),
// the bodies from ../body. An embedder passes raw query strings to the Directory and needs none of it.

export * from '../body/index.ts';
export * from './banks.ts';
export * from './countries.ts';
export * from './products.ts';
export * from './search.ts';
export * from './stories.ts';
export * from './votes.ts';
export * from './world.ts';
