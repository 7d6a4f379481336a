// Every request schema of the API with its parse function: the query strings here (one file per resource), the bodies
// from ../body, and the rule for the characters of request text. One import for the route table and the OpenAPI
// document: @bankdir/core/query.

export * from '../body/index.ts';
export { checkPathText, isSafeText, UNSAFE_TEXT, unsafeTextIssues } from '../validation/text.ts';
export * from './banks.ts';
export * from './countries.ts';
export * from './products.ts';
export * from './search.ts';
export * from './stories.ts';
export * from './votes.ts';
export * from './world.ts';
