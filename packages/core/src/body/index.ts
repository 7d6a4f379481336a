// The request bodies of the API: their schemas and parse functions, one file per resource.

export * from './admin.ts';
export * from './parse-body.ts';
export * from './products.ts';
export * from './stories.ts';
export * from './votes.ts';
