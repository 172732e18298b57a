import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateAllDown, migrateToLatest } from './index.ts';
import { describeDb } from './testing/index.ts';

async function tableNames(db: Parameters<typeof migrateToLatest>[0]): Promise<string[]> {
  const r = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_name not like 'kysely_%' order by table_name`.execute(db);
  return r.rows.map((x) => x.table_name);
}

describeDb('migrations', (t) => {
  it('go down to nothing and up again to the same schema', async () => {
    const before = await tableNames(t.db);
    expect(before).toContain('users');
    expect(before).toContain('user_vocabulary_cards');
    await migrateAllDown(t.db);
    expect(await tableNames(t.db)).toEqual([]);
    await migrateToLatest(t.db);
    expect(await tableNames(t.db)).toEqual(before);
  });
});
