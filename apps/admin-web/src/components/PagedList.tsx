import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import {
  ListStatus,
  type ListStatusProps,
  type SearchNavigate,
  useClampToLastPage,
  useListSearch,
} from './ListPage.tsx';
import { Pagination } from './Pagination.tsx';

// A paged admin list (Trash, History, Users, the content lists, the card table): the page in the URL, one page loaded
// at a time (the last one kept on screen while the next loads), its load states, and the pager ← / → turn. Each page
// turn is a history entry, so Back returns to the page before (pageTurn in ListPage.tsx).

type Paged = { pagination: { page: number; totalPages: number } };

/**
 * The list search params (useListSearch) and the query of the page they name: `options(page)` is the procedure's
 * queryOptions; a page past the last is replaced by the last (useClampToLastPage).
 */
export function usePagedList<
  S extends { page?: number | undefined },
  TData extends Paged,
  TError,
  TKey extends QueryKey,
>(
  search: S,
  navigate: SearchNavigate<S>,
  options: (page: number) => UseQueryOptions<TData, TError, TData, TKey>,
) {
  const listSearch = useListSearch(search, navigate);
  const list = useQuery({ ...options(listSearch.page), placeholderData: keepPreviousData });
  useClampToLastPage(listSearch.page, list.data?.pagination, listSearch.goToPage);
  return { ...listSearch, list };
}

/** The body of a paged list: its load states and entries (ListStatus), then the pager, which ← / → also turn. */
export function PagedListBody<T extends Paged>({
  page,
  onPage,
  pagerLabel,
  keysPaused = false,
  ...status
}: ListStatusProps<T> & {
  page: number;
  onPage: (page: number) => void;
  /** The pager's name: "Trash pages". */
  pagerLabel: string;
  /** The screen holds ← / → for now (the card table while a card is edited). */
  keysPaused?: boolean;
}) {
  return (
    <>
      <ListStatus {...status} />
      <Pagination
        page={page}
        totalPages={status.query.data?.pagination.totalPages ?? 1}
        onPage={onPage}
        label={pagerLabel}
        arrowKeys
        keysPaused={keysPaused}
      />
    </>
  );
}
