import { LruCache } from '@bankdir/core/driver';
import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';

/** Where a prepared query takes a value at each execution. */
class Slot {
  constructor(readonly name: string) {}
}

type Parameters = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: runs on a connection to any schema
type AnyKysely = Kysely<any>;

/** Names a value of `P` to be given at execution; typed as that value so the builder accepts it anywhere a value goes. */
export type Param<P extends Parameters> = <K extends keyof P & string>(name: K) => P[K];

export interface PreparedQuery<P extends Parameters, O> {
  /** The rows of the query with these values, on `db` (the connection or an open transaction). */
  execute(db: AnyKysely, values: P): Promise<O[]>;
  executeTakeFirst(db: AnyKysely, values: P): Promise<O | undefined>;
  /** The SQL and parameters one execution sends. */
  compile(db: AnyKysely, values: P): CompiledQuery<O>;
}

/**
 * A query of one fixed shape, built and compiled once per dialect, then executed with new values: the hot paths
 * (casting a vote, moving ranks) skip Kysely's building and compiling, which cost more than SQLite's own work. The
 * shape must not depend on the values (no `in` lists of varying length, no optional conditions); `param(name)`
 * stands where a value goes and may repeat.
 */
export function preparedQuery<P extends Parameters, O>(
  build: (db: AnyKysely, param: Param<P>) => Compilable<O>,
): PreparedQuery<P, O> {
  // One compilation per dialect adapter: a transaction shares its connection's adapter, another engine has its own.
  const compiled = new WeakMap<object, CompiledShape>();

  function compile(db: AnyKysely, values: P): CompiledQuery<O> {
    const adapter = db.getExecutor().adapter;
    let shape = compiled.get(adapter);
    if (shape === undefined) {
      shape = compileShape(build(db, ((name: string) => new Slot(name)) as Param<P>));
      compiled.set(adapter, shape);
    }
    return withValues<O>(shape, (name) => {
      if (!(name in values)) throw new Error(`prepared query: no value for ${name}`);
      return values[name];
    });
  }

  return {
    compile,
    async execute(db, values) {
      return (await db.executeQuery(compile(db, values))).rows;
    },
    async executeTakeFirst(db, values) {
      return (await db.executeQuery(compile(db, values))).rows[0];
    },
  };
}

/**
 * Queries of many shapes, each compiled once per dialect and kept under a key that names its shape (the most recently
 * used `capacity` of them): `build(value)` builds the shape with `value(i)` standing for the i-th value, and the key
 * must determine everything else of the query. For queries whose shape follows from a request (a list's filters and
 * walk), where preparing each shape by hand is not practical.
 */
export function shapedQueries(capacity = 2000) {
  const byAdapter = new WeakMap<object, LruCache<string, CompiledShape>>();
  return {
    async execute<O>(
      db: AnyKysely,
      key: string,
      build: (value: (index: number) => unknown) => Compilable<O>,
      values: readonly unknown[],
    ): Promise<O[]> {
      const adapter = db.getExecutor().adapter;
      let cache = byAdapter.get(adapter);
      if (cache === undefined) {
        cache = new LruCache(capacity);
        byAdapter.set(adapter, cache);
      }
      let shape = cache.get(key);
      if (shape === undefined) {
        shape = compileShape(build((index) => new Slot(String(index))));
        cache.set(key, shape);
      }
      return (await db.executeQuery(withValues<O>(shape, (name) => values[Number(name)]))).rows;
    },
  };
}

/** A query compiled with Slots where its values go: what both kinds of prepared query keep. */
interface CompiledShape {
  sql: string;
  query: CompiledQuery['query'];
  slots: unknown[];
}

function compileShape(query: Compilable<unknown>): CompiledShape {
  const compiled = query.compile();
  return { sql: compiled.sql, query: compiled.query, slots: [...compiled.parameters] };
}

/** The compiled query of one execution: each Slot replaced by its value. */
function withValues<O>(shape: CompiledShape, valueNamed: (name: string) => unknown): CompiledQuery<O> {
  const parameters = shape.slots.map((slot) => (slot instanceof Slot ? valueNamed(slot.name) : slot));
  return Object.freeze({
    sql: shape.sql,
    query: shape.query,
    parameters,
    queryId: createQueryId(),
  }) as CompiledQuery<O>;
}

/** The sizes of `in` list a prepared list query is compiled for: a longer list is read in parts of the largest. */
const LIST_SIZES = [1, 2, 4, 8, 16, 32, 64, 128] as const;

export interface PreparedListQuery<V, O> {
  /** The rows of the query for these values (in no particular order); none for no values. */
  execute(db: AnyKysely, values: readonly V[]): Promise<O[]>;
}

/**
 * A query over a list of values of varying length (`where x in (...)`), prepared once per size in LIST_SIZES: `list`
 * stands for the values. The list is padded with its last value, which `in` matches once however often it is named.
 */
export function preparedListQuery<V, O>(
  build: (db: AnyKysely, list: readonly V[]) => Compilable<O>,
): PreparedListQuery<V, O> {
  const bySize = new Map(
    LIST_SIZES.map((size) => {
      const names = Array.from({ length: size }, (_, index) => `v${index}`);
      return [size, { names, query: preparedQuery<Parameters, O>((db, param) => build(db, names.map(param) as V[])) }];
    }),
  );
  const largest = LIST_SIZES[LIST_SIZES.length - 1]!;
  return {
    async execute(db, values) {
      const rows: O[] = [];
      for (let start = 0; start < values.length; start += largest) {
        const part = values.slice(start, start + largest);
        const size = LIST_SIZES.find((candidate) => candidate >= part.length)!;
        const { names, query } = bySize.get(size)!;
        const parameters: Parameters = {};
        names.forEach((name, index) => {
          parameters[name] = part[Math.min(index, part.length - 1)];
        });
        rows.push(...(await query.execute(db, parameters)));
      }
      return rows;
    },
  };
}
