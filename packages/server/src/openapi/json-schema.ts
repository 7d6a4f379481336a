import {
  BankProductSchema,
  BankSchema,
  BankVoteSchema,
  CountryDetailSchema,
  CountrySchema,
  DeletedSchema,
  FailureBodySchema,
  IssueSchema,
  MarketSchema,
  PaginationSchema,
  ProductAttributeSchema,
  ScoreEntrySchema,
  ScoresSchema,
  SearchResultsSchema,
  SemanticMatchSchema,
  StockBankSchema,
  StockSchema,
  StoryBankSchema,
  StorySchema,
  VoteBankSchema,
  WorldSchema,
} from '@bankdir/core';
import { ProductBodySchema, ProductStatusBodySchema, StoryBodySchema, VoteBodySchema } from '@bankdir/core/query';
import { type ConversionConfig, type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/**
 * The named schemas of the document (components.schemas): the core's response resources, request bodies and the
 * failure envelope. Wherever one of these valibot schemas appears, the document refers to it by name.
 */
export const COMPONENT_SCHEMAS = {
  Bank: BankSchema,
  Scores: ScoresSchema,
  ScoreEntry: ScoreEntrySchema,
  Country: CountrySchema,
  CountryDetail: CountryDetailSchema,
  Stock: StockSchema,
  StockBank: StockBankSchema,
  Market: MarketSchema,
  BankVote: BankVoteSchema,
  VoteBank: VoteBankSchema,
  BankProduct: BankProductSchema,
  ProductAttribute: ProductAttributeSchema,
  SemanticMatch: SemanticMatchSchema,
  Story: StorySchema,
  StoryBank: StoryBankSchema,
  World: WorldSchema,
  SearchResults: SearchResultsSchema,
  Deleted: DeletedSchema,
  Pagination: PaginationSchema,
  Issue: IssueSchema,
  FailureBody: FailureBodySchema,
  ProductBody: ProductBodySchema,
  ProductStatusBody: ProductStatusBodySchema,
  VoteBody: VoteBodySchema,
  StoryBody: StoryBodySchema,
} as const satisfies Record<string, v.GenericSchema>;

type AnySchema = Parameters<typeof toJsonSchema>[0];

// `input`: a request schema is documented as the client sends it (before the core's transforms); response schemas
// have no transforms. What JSON Schema cannot say (cross-field checks, calendar dates) is left to the descriptions.
const CONFIG: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
};

/** components.schemas: every named schema in JSON Schema 2020-12, as OpenAPI 3.1 uses it. */
export function componentSchemas(): Record<string, JsonSchema> {
  const defs = toJsonSchemaDefs(COMPONENT_SCHEMAS as unknown as Record<string, AnySchema>, CONFIG);
  return Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, clean(schema)]));
}

/** One valibot schema in JSON Schema, referring to the named schemas by $ref. */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  return clean(
    toJsonSchema(schema as AnySchema, {
      ...CONFIG,
      definitions: COMPONENT_SCHEMAS as unknown as Record<string, AnySchema>,
    }),
  );
}

/** Drops what belongs to a standalone JSON Schema document, not to an OpenAPI schema object. */
function clean(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $defs: _defs, ...rest } = schema as JsonSchema & { $defs?: unknown };
  return rest;
}
