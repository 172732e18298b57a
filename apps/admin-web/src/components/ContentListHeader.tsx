import type { ContentLevel } from '@keelerada/domain';
import type { ReactNode } from 'react';
import { plural } from '../lib/text.ts';
import { FilterForm, LevelFilter } from './ListPage.tsx';
import { DashboardPageHeader } from './PageHeader.tsx';

/**
 * The top of a content list (grammar exercises, reading texts): the title over the count ("12 exercises") — or what
 * the list holds while it loads — and the Create link, then the filter card: search, level and the screen's own
 * filters (`children`), with Clear Filters when `onClear` is given.
 */
export function ContentListHeader({
  title,
  intro,
  total,
  noun,
  create,
  filterLabel,
  placeholder,
  search,
  filter,
  onClear,
  children,
}: {
  title: string;
  /** The subtitle before the count is known. */
  intro: string;
  total: number | undefined;
  /** One entry of the list, counted in the subtitle: "exercise". */
  noun: string;
  /** The Create link. */
  create: ReactNode;
  filterLabel: string;
  placeholder: string;
  search: { search?: string | undefined; level?: ContentLevel | undefined };
  filter: (patch: { search?: string | undefined; level?: ContentLevel | undefined }) => void;
  onClear?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <DashboardPageHeader
        title={title}
        subtitle={total === undefined ? intro : plural(total, noun)}
        actions={create}
      />
      <FilterForm
        label={filterLabel}
        placeholder={placeholder}
        search={search.search}
        onSearch={(text) => filter({ search: text })}
        onClear={onClear}
      >
        <LevelFilter value={search.level} onChange={(level) => filter({ level })} />
        {children}
      </FilterForm>
    </>
  );
}
