// @bankdir/core/query, the HTTP host's entry (the server's route table, which drives the router, the OpenAPI document
// and the MCP tools): every request schema of the API (the query strings here, one file per resource; the bodies from
// ../body) and the parsers that turn a request's text into a Directory method's typed options, reporting each problem
// at its HTTP place, and the rule for the characters of request text. A library caller passes typed options to the Directory and needs none of it.

export * from '../body/index.ts';
export { checkPathText, isSafeText, UNSAFE_TEXT, unsafeTextIssues } from '../validation/text.ts';
export * from './admin.ts';
export * from './banks.ts';
export * from './countries.ts';
export * from './parse-query.ts';
export * from './products.ts';
export * from './search.ts';
export * from './stories.ts';
export * from './votes.ts';
export * from './world.ts';
