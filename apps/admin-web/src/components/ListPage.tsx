import {
  CONTENT_LEVELS,
  type ContentLevel,
  filterDayProblem,
  pageFields,
  searchText,
} from '@keelerada/domain';
import { Button, ErrorPanel, Spinner } from '@keelerada/ui';
import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { enumLabel, levelLabel } from '../lib/enums.ts';
import { errorMessage } from '../lib/errors.ts';

// The scaffolding the admin list screens share: search params, filter form, load states, expandable items and the
// delete confirmation.

// A search param the server would refuse (a level it does not know, page 0, a 300-character search) is dropped, so
// the list shows "All" for it: sent, it would be a 400, an error page that Retry can never fix.

/** An enum filter of the URL: one of `values` (the server's list), otherwise dropped. */
export const enumParam = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values).optional().catch(undefined);

/**
 * A day filter of the URL: a real calendar day `YYYY-MM-DD` the server accepts (filterDayProblem: not 2026-02-30,
 * not the year 9999), otherwise dropped.
 */
export const dayParam = z
  .string()
  .refine((v) => filterDayProblem(v) === null)
  .optional()
  .catch(undefined);

/**
 * A day range of the URL with its `from` after its `to` (only a typed or edited URL: the day inputs offer no such
 * range) is swapped, so the list shows the days between them instead of an error that Retry can never fix.
 */
export function orderedDayRange<S extends Partial<Record<F | T, string>>, F extends string, T extends string>(
  search: S,
  from: F,
  to: T,
): S {
  const first: string | undefined = search[from];
  const last: string | undefined = search[to];
  return first && last && first > last ? { ...search, [from]: last, [to]: first } : search;
}

/** An id filter of the URL (a positive whole number), otherwise dropped. */
export const idParam = z.coerce.number().int().positive().optional().catch(undefined);

/** Whether any of a list's filters is set ("N matching items", "No item matches these filters."). */
export const anySet = (filters: Record<string, unknown>): boolean =>
  Object.values(filters).some((v) => v !== undefined);

/** `?page=&search=` of a paged list, each kept only when the server's list input accepts it. */
export const pagedSearchSchema = z.object({
  page: z.coerce
    .number()
    .optional()
    .refine((p) => p === undefined || pageFields.page.safeParse(p).success)
    .catch(undefined),
  search: z
    .string()
    .optional()
    .refine((s) => s === undefined || searchText.safeParse(s).success)
    .catch(undefined),
});

/** `?page=&search=&level=` of a content list; screens extend it with their own filters (`enumParam`). */
export const listSearchSchema = pagedSearchSchema.extend({ level: enumParam(CONTENT_LEVELS) });

/** Entries a page of a content list (admin-back-office.md: 20). */
export const CONTENT_PAGE_SIZE = 20;

/** The list input of a content list's page: the page, its size, and the search and level of the URL. */
export function contentListInput(
  page: number,
  search: { search?: string | undefined; level?: ContentLevel | undefined },
) {
  return { page, limit: CONTENT_PAGE_SIZE, search: search.search, level: search.level };
}

export type SearchNavigate<S> = (options: { search: (prev: S) => S; replace: boolean }) => Promise<void>;

/**
 * The navigation of a page turn (the pager, ← / →): a new history entry, so Back returns to the page before, unless
 * `replace`; page 1 is left out of the URL.
 */
export function pageTurn<S extends { page?: number | undefined }>(page: number, replace = false) {
  return { search: (prev: S): S => ({ ...prev, page: page === 1 ? undefined : page }), replace };
}

/**
 * The navigation of a search-param change other than a page turn (a filter, the sort): in place of the current
 * history entry, so Back leaves the list instead of undoing filters one by one.
 */
export function searchChange<S>(patch: Partial<S>) {
  return { search: (prev: S): S => ({ ...prev, ...patch }), replace: true };
}

/**
 * The search params of a list screen and their updates: `setSearch` merges a patch and `filter` also goes back to
 * page 1 (searchChange: the history entry is replaced); `goToPage` is a page turn (pageTurn: a new entry, so Back
 * goes to the page before).
 */
export function useListSearch<S extends { page?: number | undefined }>(
  search: S,
  navigate: SearchNavigate<S>,
) {
  const setSearch = useCallback((patch: Partial<S>) => navigate(searchChange(patch)), [navigate]);
  const goToPage = useCallback(
    (p: number, options: { replace?: boolean } = {}) => navigate(pageTurn<S>(p, options.replace)),
    [navigate],
  );
  return {
    page: search.page ?? 1,
    setSearch,
    filter: (patch: Partial<S>) => setSearch({ ...patch, page: undefined }),
    goToPage,
  };
}

/**
 * `?page=999` past the last page goes to the last page (issue #20) instead of "Page 999 of 85" over an empty
 * table: once the server has answered for the requested page (its pagination names that page), a page past
 * `totalPages` is replaced by the last one — in place, so Back does not return to the page that is not there.
 */
export function useClampToLastPage(
  page: number,
  served: { page: number; totalPages: number } | undefined,
  goToPage: (page: number, options: { replace: boolean }) => void,
) {
  useEffect(() => {
    if (served && served.page === page && page > served.totalPages)
      goToPage(Math.max(1, served.totalPages), { replace: true });
  }, [served, page, goToPage]);
}

/**
 * The filter card of a list: a search box applied on Search (trimmed; empty clears it), then the screen's own
 * filters, then — when `onClear` is given — Clear Filters, which also empties the search box.
 */
export function FilterForm({
  label,
  placeholder,
  search,
  onSearch,
  onClear,
  children,
}: {
  label: string;
  placeholder: string;
  search: string | undefined;
  onSearch: (search: string | undefined) => void;
  onClear?: () => void;
  children: ReactNode;
}) {
  const [text, setText] = useSearchText(search);
  const id = useId();
  return (
    <form
      className="adm-filters kr-card"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <div className="kr-field">
        <label htmlFor={id}>Search</label>
        <div className="kr-row">
          <SearchInput id={id} placeholder={placeholder} value={text} onChange={setText} />
        </div>
      </div>
      {children}
      {onClear && (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          Clear Filters
        </Button>
      )}
    </form>
  );
}

/** The text of a list's search box: what the URL searches for, until the person types (and again when it changes). */
export function useSearchText(search: string | undefined) {
  const [text, setText] = useState(search ?? '');
  useEffect(() => setText(search ?? ''), [search]);
  return [text, setText] as const;
}

/** A list's search box and its Search button (which submits the form around them). */
export function SearchInput({
  id,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <>
      <input
        id={id}
        type="search"
        className="kr-input adm-grow"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </>
  );
}

/** A filter select whose first option ("All …") means no filter; it answers one of `options` or undefined. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  options,
  optionLabel = enumLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly V[];
  optionLabel?: (value: V) => string;
  value: string | undefined;
  onChange: (value: V | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="kr-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="kr-select"
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((v) => (
          <option key={v} value={v}>
            {optionLabel(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day input (`YYYY-MM-DD`, blank = no bound). */
export function DayFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="kr-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        className="kr-input"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}

/**
 * A filter select over entries known by id (an admin, a deleter, an import batch), each shown by its name; it answers
 * the chosen id or undefined.
 */
export function IdFilter({
  label,
  allLabel,
  entries,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  entries: readonly { id: number; name: string }[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const names = new Map(entries.map((e) => [String(e.id), e.name]));
  return (
    <FilterSelect
      label={label}
      allLabel={allLabel}
      options={entries.map((e) => String(e.id))}
      optionLabel={(id) => names.get(id) ?? id}
      value={value === undefined ? undefined : String(value)}
      onChange={(id) => onChange(id === undefined ? undefined : Number(id))}
    />
  );
}

/** Two day inputs, from and to (each blank = no bound); neither offers a day past the other. */
export function DayRangeFilter({
  fromLabel,
  toLabel,
  from,
  to,
  onFrom,
  onTo,
}: {
  fromLabel: string;
  toLabel: string;
  from: string | undefined;
  to: string | undefined;
  onFrom: (day: string | undefined) => void;
  onTo: (day: string | undefined) => void;
}) {
  return (
    <>
      <DayFilter label={fromLabel} value={from} max={to} onChange={onFrom} />
      <DayFilter label={toLabel} value={to} min={from} onChange={onTo} />
    </>
  );
}

export function LevelFilter(props: {
  value: string | undefined;
  onChange: (value: ContentLevel | undefined) => void;
}) {
  return (
    <FilterSelect
      label="Level"
      allLabel="All levels"
      options={CONTENT_LEVELS}
      optionLabel={levelLabel}
      {...props}
    />
  );
}

export interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The load states of a list: a spinner first, an error with Retry while nothing was loaded (a failed refetch keeps
 * the list on screen), `empty` when the loaded list has no entries, else `children` with the data.
 */
export interface ListStatusProps<T> {
  query: ListQuery<T>;
  loadingLabel: string;
  errorTitle?: string;
  errorFallback: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

export function ListStatus<T>({
  query,
  loadingLabel,
  errorTitle = 'Error',
  errorFallback,
  isEmpty,
  empty,
  children,
}: ListStatusProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError && !query.data)
    return (
      <ErrorPanel
        title={errorTitle}
        message={errorMessage(query.error, errorFallback)}
        onRetry={() => query.refetch()}
        retryLabel="Retry"
      />
    );
  const data = query.data as T;
  return isEmpty(data) ? empty : children(data);
}

/** Which items of a list are expanded (kept across pages while the screen is open). */
export function useToggleSet<K>(): { has: (key: K) => boolean; toggle: (key: K) => void } {
  const [open, setOpen] = useState<Set<K>>(new Set());
  return {
    has: (key) => open.has(key),
    toggle: (key) => {
      const next = new Set(open);
      if (open.has(key)) next.delete(key);
      else next.add(key);
      setOpen(next);
    },
  };
}

/**
 * A card of a list with Show / Hide Details: `summary` beside the buttons, then `children`, then `details` while
 * expanded.
 */
export function ExpandableItem({
  testId,
  detailId,
  detailClassName = 'adm-detail',
  expanded,
  onToggle,
  summary,
  actions,
  children,
  details,
}: {
  testId: string;
  detailId: string;
  detailClassName?: string;
  expanded: boolean;
  onToggle: () => void;
  summary: ReactNode;
  /** The buttons after Show Details. */
  actions: ReactNode;
  children?: ReactNode;
  details: ReactNode;
}) {
  return (
    <li className="kr-card" data-testid={testId}>
      <div className="adm-item-head">
        <div className="kr-stack adm-gap-sm">{summary}</div>
        <div className="kr-row">
          <Button variant="ghost" aria-expanded={expanded} aria-controls={detailId} onClick={onToggle}>
            {expanded ? 'Hide Details' : 'Show Details'}
          </Button>
          {actions}
        </div>
      </div>
      {children}
      {expanded && (
        <div id={detailId} className={detailClassName}>
          {details}
        </div>
      )}
    </li>
  );
}

/**
 * The delete confirmation of a list around its delete mutation: `ask(entry)` clears the last attempt's error and
 * opens the dialog, a successful delete closes it (and runs the screen's `onSuccess`), and `dialog(fallback)` gives
 * ConfirmDialog its open, busy, error, cancel and confirm props.
 */
export function useDeleteConfirm<T, TData, TError, TVariables, TOnMutateResult>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  toVariables: (entry: T) => TVariables,
) {
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    ...options,
    onSuccess: (...args) => {
      setTarget(null);
      return options.onSuccess?.(...args);
    },
  });
  return {
    target,
    mutation,
    ask: (entry: T) => {
      mutation.reset();
      setTarget(entry);
    },
    dialog: (errorFallback: string) => ({
      open: target !== null,
      busy: mutation.isPending,
      error: mutation.isError ? errorMessage(mutation.error, errorFallback) : null,
      onCancel: () => setTarget(null),
      onConfirm: () => target !== null && mutation.mutate(toVariables(target)),
    }),
  };
}

/**
 * useDeleteConfirm for entries deleted by their id: `mutationOptions` (a procedure's own) is given an onSuccess that
 * reloads every query under `listKey`.
 */
export function useDeleteByIdConfirm<TData, TError, TOnMutateResult>(
  mutationOptions: (options: {
    onSuccess: () => void;
  }) => UseMutationOptions<TData, TError, { id: number }, TOnMutateResult>,
  listKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useDeleteConfirm(
    mutationOptions({ onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }) }),
    (id: number) => ({ id }),
  );
}
