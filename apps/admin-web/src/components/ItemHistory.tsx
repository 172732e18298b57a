import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../admin-api.ts';
import { HISTORY_KIND_LABELS, historyLine } from '../lib/history.ts';

type Kind = 'vocabulary_card' | 'grammar_exercise' | 'reading_text' | 'book' | 'lexicon_lemma';

/**
 * The last changes to one item — "Edited by Mari Maasikas 2 h ago: title 'x' → 'y'" — shown on its edit screen
 * (issue #20), with a link to the whole history of that kind.
 */
export function ItemHistory({
  kind,
  itemId,
  limit = 5,
  heading = 'h4',
}: {
  kind: Kind;
  itemId: number;
  limit?: number;
  heading?: 'h2' | 'h3' | 'h4';
}) {
  const history = useQuery(adminApi.history.queryOptions({ kind, itemId, limit }));
  const entries = history.data?.entries ?? [];
  if (entries.length === 0) return null;
  const now = new Date();
  const Heading = heading;
  return (
    <section
      className="adm-history"
      aria-label={`${HISTORY_KIND_LABELS[kind]} history`}
      data-testid={kind === 'vocabulary_card' ? 'card-history' : 'item-history'}
    >
      <Heading>History</Heading>
      <ul>
        {entries.map((e) => (
          <li key={e.id}>{historyLine(e, now)}</li>
        ))}
      </ul>
    </section>
  );
}
