import { expect, it } from 'vitest';
import { describeDb } from '../testing/index.ts';
import { recordHistory } from './admin-history.repository.ts';

describeDb('admin history', (t) => {
  it('records a bulk action of 10,000 items (70,000 values, over the 65,535 a statement may bind)', async () => {
    const at = new Date('2026-11-28T09:00:00Z');
    const entries = Array.from({ length: 10_000 }, (_, i) => ({
      kind: 'vocabulary_card',
      item_id: i + 1,
      label: `sõna${i} → sõna${i}`,
      action: 'delete',
      changes: [],
      admin_id: null,
      created_at: at,
    }));
    await recordHistory(t.db, entries);
    const { n } = await t.db
      .selectFrom('content_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '=', at)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(10_000);
  });
});
