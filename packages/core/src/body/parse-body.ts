import * as v from 'valibot';
import type { Issue } from '../schemas/resources.ts';
import { badRequest, subjectOf, toIssues, UNKNOWN_FIELD } from '../validation/issues.ts';
import { unsafeTextIssues } from '../validation/text.ts';
import { NOT_AN_OBJECT } from './fields.ts';

/** A body's schema: a bodyObject, maybe piped through cross-field checks. */
export type BodySchema = v.GenericSchema & { readonly entries: v.ObjectEntries };

type Path = readonly (string | number)[];

/**
 * Parses a JSON body (already parsed, so any JSON value) with a body schema, or throws BAD_REQUEST listing every
 * problem at once: a non-object body as one issue at ["body"], each unknown field at ["body", field] (also inside
 * lists of objects), and every other problem at its full path (["body", "attributes", 3, "label"]).
 */
export function parseBody<TSchema extends BodySchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  if (!isJsonObject(input)) throw badRequest('body', [issueAt(['body'], NOT_AN_OBJECT)]);
  // A field set to undefined (an embedder's object, never JSON) is absent, as JSON.stringify would make it.
  const body = cutLongLists(
    schema,
    Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  ) as Record<string, unknown>;
  const result = v.safeParse(schema, body);
  const shape = shapeProblems(schema, body, ['body']);
  const unsafe = unsafeTextIssues(body, ['body']);
  if (result.success && shape.issues.length === 0 && unsafe.length === 0) return result.output;
  // Unknown fields come from the shape walk, which names them all; what valibot says inside an array that stood
  // where an object belongs ("label is required", unknown key "0") would only repeat "must be a JSON object".
  const valibotIssues = (result.issues ?? []).filter(
    (issue) => !(issue.type === 'strict_object' && issue.expected === 'never'),
  );
  // A set of the not-object paths, so that each issue checks its own few prefixes: matching every issue against every
  // such path would cost the product of the two (a body of 20,000 empty arrays took seconds).
  const notObjects = new Set(shape.notObjects.map(pathKey));
  // A string with forbidden characters has its own issue; what the schema says of the same string would only add noise.
  const unsafePaths = new Set(unsafe.map((issue) => pathKey(issue.path)));
  const issues = toIssues(['body'], valibotIssues).filter(
    (issue) => !isBelowAny(issue.path, notObjects) && !unsafePaths.has(pathKey(issue.path)),
  );
  issues.push(...shape.issues, ...unsafe);
  const names = Object.keys(schema.entries);
  const order = (issue: Issue) => {
    const index = names.indexOf(String(issue.path[1]));
    return index === -1 ? names.length : index;
  };
  issues.sort((a, b) => order(a) - order(b));
  throw badRequest('body', issues);
}

/** What valibot's strictObject does not report as this API wants: every unknown key, and arrays given for objects. */
function shapeProblems(schema: v.GenericSchema, value: unknown, path: Path): { issues: Issue[]; notObjects: Path[] } {
  const found = { issues: [] as Issue[], notObjects: [] as Path[] };
  walk(schema, value, path, found);
  return found;
}

interface SchemaShape {
  readonly type: string;
  readonly entries?: v.ObjectEntries;
  readonly item?: v.GenericSchema;
  readonly wrapped?: v.GenericSchema;
  readonly pipe?: readonly { readonly type: string; readonly requirement?: unknown }[];
}

function unwrap(schema: v.GenericSchema): SchemaShape {
  let inner = schema as SchemaShape;
  while (inner.wrapped) inner = inner.wrapped as SchemaShape; // optional, nullable, nullish
  return inner;
}

/**
 * The value with every list longer than its schema's maxLength cut to one item past it: the list is refused for its
 * length all the same, and its items beyond are not checked one by one (a 64 KiB body holds 20,000 empty arrays).
 */
function cutLongLists(schema: v.GenericSchema, value: unknown): unknown {
  const inner = unwrap(schema);
  if (inner.type === 'strict_object' && inner.entries && isJsonObject(value)) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const entry = Object.hasOwn(inner.entries, key) ? inner.entries[key] : undefined;
      const cut = entry ? cutLongLists(entry, item) : item;
      if (cut === item) continue;
      copy ??= { ...value };
      copy[key] = cut;
    }
    return copy ?? value;
  }
  if (inner.type === 'array' && inner.item && Array.isArray(value)) {
    const max = inner.pipe?.find((action) => action.type === 'max_length')?.requirement;
    const kept = typeof max === 'number' && value.length > max + 1 ? value.slice(0, max + 1) : value;
    const item = inner.item;
    const items = kept.map((element) => cutLongLists(item, element));
    return kept !== value || items.some((element, index) => element !== kept[index]) ? items : value;
  }
  return value;
}

function walk(
  schema: v.GenericSchema,
  value: unknown,
  path: Path,
  found: { issues: Issue[]; notObjects: Path[] },
): void {
  const inner = unwrap(schema);
  if (inner.type === 'strict_object' && inner.entries) {
    if (Array.isArray(value)) {
      found.notObjects.push(path);
      found.issues.push(issueAt(path, NOT_AN_OBJECT));
      return;
    }
    if (!isJsonObject(value)) return; // valibot reports it
    for (const [key, item] of Object.entries(value)) {
      const entry = Object.hasOwn(inner.entries, key) ? inner.entries[key] : undefined;
      if (entry) walk(entry, item, [...path, key], found);
      else found.issues.push(issueAt([...path, key], UNKNOWN_FIELD));
    }
  } else if (inner.type === 'array' && inner.item && Array.isArray(value)) {
    const item = inner.item;
    for (const [index, element] of value.entries()) walk(item, element, [...path, index], found);
  }
}

function issueAt(path: Path, predicate: string): Issue {
  return { path: [...path], message: `${subjectOf(path)} ${predicate}` };
}

function pathKey(path: Path): string {
  return JSON.stringify(path);
}

/** Whether a proper prefix of `path` is one of `parents` (pathKey form). */
function isBelowAny(path: Path, parents: ReadonlySet<string>): boolean {
  if (parents.size === 0) return false;
  for (let length = 1; length < path.length; length++) if (parents.has(pathKey(path.slice(0, length)))) return true;
  return false;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
