import { createHash } from 'node:crypto';
import pg from 'pg';

const names = new Map<string, string>();

/** A stable statement name for a SQL text (the same text always gets the same name). */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `k${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    if (names.size < 10_000) names.set(sql, name);
  }
  return name;
}

/**
 * A pg client that sends every parameterised query as a named prepared statement. Postgres then parses and plans each
 * distinct query once per connection instead of on every call — for the learning engine's hot queries that is most of
 * their database CPU. Queries without parameters (DDL, multi-statement scripts) go through unchanged.
 */
export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; this forwards them all
  override query(...args: any[]): any {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      return super.query({ name: statementName(text), text, values });
    }
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}
