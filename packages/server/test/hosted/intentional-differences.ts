// Where bankdir answers differently from the hosted service's OpenAPI document on purpose: the one list of them. The
// compatibility test applies `patch` to the hosted schema of the named operation before checking bankdir's answers;
// a difference without a patch is one the document cannot show (a header, an endpoint it lacks).

export interface IntentionalDifference {
  /** The hosted operationId, or `*` for every operation. */
  readonly operation: string;
  readonly what: string;
  readonly why: string;
  /** Adjusts the hosted success schema (a deep copy) to what bankdir answers. */
  readonly patch?: (schema: any) => void;
}

export const INTENTIONAL_DIFFERENCES: readonly IntentionalDifference[] = [
  {
    operation: '*',
    what: 'The API version travels in the `Service-Version` request and response headers.',
    why: 'The spec names the header; the hosted service calls its own header differently. The body `version` is the same.',
  },
  {
    operation: '*',
    what: 'Failure bodies carry `success: false`, `timestamp`, `version` and `requestId` beside `code`, `message` and `issues`, and every issue has a `path`.',
    why: 'The contract of the failure envelope; the hosted schema allows the extra fields, so hosted clients parse them unchanged.',
  },
  {
    operation: '*',
    what: 'Semantic search (`GET /banks/semantic-search`) reports `similarity` as an integer percentage from 0 to 100.',
    why: 'The spec says so; the hosted service reports a fraction. The hosted document has no semantic search endpoint to check.',
  },
  {
    operation: 'search-get',
    what: 'GET /search answers only the entity types named in `include` (all three without it); the document requires all three keys.',
    why: 'The contract: a type not asked for is not searched, so it is left out rather than answered empty.',
    patch: (schema) => {
      delete schema.properties.data.required;
    },
  },
  {
    operation: 'world-getOverview',
    what: '`updatedAt` of GET /world is the time of the read.',
    why: 'The figures are sums of counters every write keeps exact, so they are live; there is no snapshot to date.',
  },
  {
    operation: '*',
    what: 'Endpoints the hosted document lacks: votes cast and retracted, bank products, semantic search, story writes, /mcp.',
    why: 'The spec and the contract add them; their shapes are checked against bankdir’s own schemas (envelope-shape.test.ts).',
  },
];

/** The hosted success schema of an operation with every patch of the list applied. */
export function patchedSuccessSchema(operationId: string, schema: object): object {
  const copy = structuredClone(schema);
  for (const difference of INTENTIONAL_DIFFERENCES)
    if (difference.patch && (difference.operation === operationId || difference.operation === '*'))
      difference.patch(copy);
  return copy;
}
