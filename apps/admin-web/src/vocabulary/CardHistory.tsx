import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../admin-api.ts';
import { historyLine } from '../lib/history.ts';

/** The last changes to a card, shown in its edit row (issue #20). */
export function CardHistory({ cardId }: { cardId: number }) {
  const history = useQuery(
    adminApi.history.queryOptions({ kind: 'vocabulary_card', itemId: cardId, limit: 5 }),
  );
  const entries = history.data?.entries ?? [];
  if (entries.length === 0) return null;
  const now = new Date();
  return (
    <section className="adm-history" aria-label="History" data-testid="card-history">
      <h4>History</h4>
      <ul>
        {entries.map((e) => (
          <li key={e.id}>{historyLine(e, now)}</li>
        ))}
      </ul>
    </section>
  );
}
