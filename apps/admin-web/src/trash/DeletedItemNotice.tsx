import type { TrashKindName } from '@keelerada/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adminApi } from '../admin-api.ts';
import { deletedNotice } from './trash-text.ts';

/**
 * Is this item in the Trash? The lookup an edit page's "not found" asks (issue #20); the notice below and the page
 * share it (one request), so the page can leave out its own "does not exist" when the Trash knows the item.
 */
export function useTrashLookup(kind: TrashKindName, itemId: number, enabled = true) {
  const valid = Number.isInteger(itemId) && itemId > 0;
  const lookup = useQuery({
    ...adminApi.trash.lookup.queryOptions({ kind, itemId }),
    enabled: enabled && valid,
    retry: false,
  });
  return { item: lookup.data?.item ?? null, isPending: enabled && valid && lookup.isPending };
}

/**
 * An edit page's "not found" for an item deleted meanwhile (issue #20): when it is in the Trash, who deleted it and
 * when, with a link to the Trash filtered to it. Shows nothing while asking, when it is not in the Trash or when
 * the lookup fails (the page's own "not found" message stays).
 */
export function DeletedItemNotice({ kind, itemId }: { kind: TrashKindName; itemId: number }) {
  const { item } = useTrashLookup(kind, itemId);
  if (!item) return null;
  return (
    <p data-testid="deleted-item-notice">
      {deletedNotice(item)}{' '}
      <Link to="/trash" search={{ kind, search: item.label }}>
        Restore it from the Trash.
      </Link>
    </p>
  );
}
