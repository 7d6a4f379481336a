import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';

/** One operation of the hosted service's OpenAPI document. */
export interface HostedOperation {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the document writes it, e.g. /countries/{code}. */
  readonly path: string;
  readonly operationId: string;
  readonly parameters: readonly HostedParameter[];
  /** The JSON Schema of each response body, by status. */
  readonly responses: ReadonlyMap<number, object>;
}

export interface HostedParameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header';
  readonly required: boolean;
  readonly schema: { enum?: string[]; type?: string };
}

interface RawDocument {
  paths: Record<string, Record<string, RawOperation>>;
}

interface RawOperation {
  operationId: string;
  parameters?: HostedParameter[];
  responses: Record<string, { content?: { 'application/json'?: { schema: object } } }>;
}

const DOCUMENT = new URL('./hosted-service-openapi.json', import.meta.url);

/** Every operation of the hosted document, in its order. */
export function hostedOperations(): HostedOperation[] {
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as RawDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as HostedOperation['method'],
      path,
      operationId: operation.operationId,
      parameters: operation.parameters ?? [],
      responses: new Map(
        Object.entries(operation.responses).flatMap(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return schema ? [[Number(status), schema] as const] : [];
        }),
      ),
    })),
  );
}

/** The document's schemas are JSON Schema 2020-12 (OpenAPI 3.1), with date-time and uri formats. */
export function schemaValidator(): (schema: object) => ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  formats.default(ajv);
  const compiled = new Map<object, ValidateFunction>();
  return (schema) => {
    const validate = compiled.get(schema) ?? ajv.compile(schema);
    compiled.set(schema, validate);
    return validate;
  };
}
