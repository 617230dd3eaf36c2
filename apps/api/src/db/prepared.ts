import { type Column, getTableColumns, Param, type Query, type SQL, sql, type Table } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Statements of the payment path built once per process instead of on every request
 * (docs/performance.md: drizzle's query building was about 30% of the API's CPU per payment).
 *
 * Drizzle's own `.prepare()` binds a statement to the executor it was built on: one built on the
 * database would run on any pooled connection, outside the caller's transaction. Here only the
 * compiled parts (the SQL text with `$n` placeholders, the parameters' encoders, the result's
 * columns) are kept, and every run asks the executor it is given, the database or an open
 * transaction, for a query on its own session: the statement runs exactly where drizzle would
 * have sent it (`prepared.integration.test.ts` proves a rollback takes it back). On PostgreSQL
 * the name makes it a server-side prepared statement, parsed once per connection.
 */

interface Compiled {
  query: Query;
  fields: unknown;
  arrayMode: boolean;
  customResultMapper: unknown;
  joinsNotNullableMap: unknown;
}

/** What drizzle's prepared queries keep (the same fields on node-postgres and PGlite). */
interface DrizzlePrepared {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  isResponseInArrayMode(): boolean;
}

type Values = Record<string, unknown>;

function sessionOf(executor: Executor): PgSession {
  return (executor as unknown as { session: PgSession }).session;
}

function run<R>(executor: Executor, name: string, compiled: Compiled, values: Values): Promise<R> {
  const query = (
    sessionOf(executor) as unknown as { prepareQuery: (...args: unknown[]) => unknown }
  ).prepareQuery(compiled.query, compiled.fields, name, compiled.arrayMode, compiled.customResultMapper) as {
    joinsNotNullableMap?: unknown;
    execute(values: Values): Promise<R>;
  };
  query.joinsNotNullableMap = compiled.joinsNotNullableMap;
  return query.execute(values);
}

/** Placeholder `name` encoded as `column` encodes its values (for conditions: `eq` does not). */
export function placeholderFor(column: Column, name: string): SQL {
  return sql`${new Param(sql.placeholder(name), column)}`;
}

/**
 * A query builder's statement, built on first use with `sql.placeholder(...)` for every value
 * that changes between runs, then run on the executor of each call with those values.
 * `name` must be unique in the process (PostgreSQL keeps it per connection).
 */
export function preparedQuery<R>(
  name: string,
  build: (db: Executor) => { prepare(name: string): { execute(values?: Values): Promise<R> } },
): (executor: Executor, values: Values) => Promise<R> {
  let compiled: Compiled | undefined;
  return (executor, values) => {
    if (!compiled) {
      const prepared = build(executor).prepare(name) as unknown as DrizzlePrepared;
      compiled = {
        query: { sql: prepared.queryString, params: prepared.params },
        fields: prepared.fields,
        arrayMode: prepared.isResponseInArrayMode(),
        customResultMapper: prepared.customResultMapper,
        joinsNotNullableMap: prepared.joinsNotNullableMap,
      };
    }
    return run<R>(executor, name, compiled, values);
  };
}

const dialect = new PgDialect();

/**
 * A raw `sql` statement with placeholders, compiled once (on first use when it is built from
 * query builders, which need a database to be built on); answers the driver's rows.
 */
export function preparedSql<Row>(
  name: string,
  statement: SQL | ((db: Executor) => SQL),
): (executor: Executor, values: Values) => Promise<Row[]> {
  let compiled: Compiled | undefined;
  return async (executor, values) => {
    compiled ??= {
      query: dialect.sqlToQuery(typeof statement === 'function' ? statement(executor) : statement),
      fields: undefined,
      arrayMode: false,
      customResultMapper: undefined,
      joinsNotNullableMap: undefined,
    };
    const result = await run<{ rows: Row[] }>(executor, name, compiled, values);
    return result.rows;
  };
}

/**
 * Columns whose value drizzle computes in the process when a statement is built (`$defaultFn`,
 * `$onUpdate`): a statement built once would keep the first value, so they must be given.
 */
function assertNoBuiltValues(table: Table, given: string[], kind: 'insert' | 'update'): void {
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const builtValue =
      kind === 'insert'
        ? column.defaultFn !== undefined || (!column.default && column.onUpdateFn !== undefined)
        : column.onUpdateFn !== undefined;
    if (builtValue && !given.includes(key))
      throw new Error(`prepared ${kind}: column ${key} has a value computed when built; give it`);
  }
}

/**
 * An insert or update whose columns vary between callers: one statement per set of columns
 * given (a value left `undefined` is not given; `null` is written into the statement as NULL, as
 * drizzle does, never through a column's encoder), each compiled once. `extra` holds the values
 * of other placeholders (a condition's), named apart from the columns.
 */
export function preparedByShape<V extends Values, R>(
  name: string,
  table: Table,
  kind: 'insert' | 'update',
  build: (
    db: Executor,
    placeholders: Values,
  ) => { prepare(name: string): { execute(values?: Values): Promise<R> } },
): (executor: Executor, values: V, extra?: Values) => Promise<R> {
  const shapes = new Map<string, (executor: Executor, values: Values) => Promise<R>>();
  return (executor, values, extra = {}) => {
    const keys = Object.keys(values).filter((key) => values[key] !== undefined);
    const shape = keys.map((key) => (values[key] === null ? `${key}=null` : key)).join(',');
    let statement = shapes.get(shape);
    if (!statement) {
      assertNoBuiltValues(table, keys, kind);
      const placeholders = Object.fromEntries(
        keys.map((key) => [key, values[key] === null ? sql`null` : sql.placeholder(key)]),
      );
      statement = preparedQuery(`${name}_${shapes.size + 1}`, (db) => build(db, placeholders));
      shapes.set(shape, statement);
    }
    return statement(executor, { ...values, ...extra });
  };
}
