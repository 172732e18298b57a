import { ItemHistory } from '../components/ItemHistory.tsx';

/** The last changes to a card, shown in its edit row (issue #20). */
export function CardHistory({ cardId }: { cardId: number }) {
  return <ItemHistory kind="vocabulary_card" itemId={cardId} />;
}
