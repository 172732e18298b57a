import { CASES, REVIEW_STATUSES, VERB_FORMS, WORD_TYPES } from '@keelerada/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { adminApi } from '../admin-api.ts';
import { FilterDisclosure } from '../components/FilterDisclosure.tsx';
import { DayRangeFilter, FilterForm, FilterSelect, IdFilter, LevelFilter } from '../components/ListPage.tsx';
import { enumLabel } from '../lib/enums.ts';
import { plural } from '../lib/text.ts';
import {
  activeCardFilterCount,
  CARD_FILTER_KEYS,
  type CardTableSearch,
  hasCardFilters,
} from './card-table.ts';

const FORM_GROUPS = [
  ['Case', CASES],
  ['Verb form', VERB_FORMS],
] as const;

const ADDED_DAYS = ['1', '7', '30', '90'] as const;

/** Clears every filter of the card (and the one-card filter). */
const NO_FILTERS = Object.fromEntries(
  CARD_FILTER_KEYS.map((k) => [k, undefined]),
) as Partial<CardTableSearch>;

/**
 * The card table's filters (§2 search, level, review status; issue #20 word type, case or verb form, date added —
 * the last N days or a range — and import batch). Each change goes to the URL and back to page 1. On a phone they
 * wait behind a "Filters (N)" button, so the first card is not ten fields down.
 */
export function CardTableFilters({
  search,
  filter,
}: {
  search: CardTableSearch;
  filter: (patch: Partial<CardTableSearch>) => void;
}) {
  const batches = useQuery(adminApi.vocabulary.importBatches.queryOptions());
  const formId = useId();
  const importBatches = (batches.data?.importBatches ?? []).map((b) => ({
    id: b.id,
    name: `${b.fileName} · ${new Date(b.createdAt).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' })} · ${plural(b.cards, 'card')}`,
  }));
  return (
    <FilterDisclosure active={activeCardFilterCount(search)}>
      <FilterForm
        label="Filter vocabulary cards"
        placeholder="Word, form or translation..."
        search={search.search}
        onSearch={(text) => filter({ search: text })}
        onClear={hasCardFilters(search) ? () => filter(NO_FILTERS) : undefined}
      >
        <LevelFilter value={search.level} onChange={(level) => filter({ level })} />
        <FilterSelect
          label="Review status"
          allLabel="All statuses"
          options={REVIEW_STATUSES}
          value={search.reviewStatus}
          onChange={(reviewStatus) => filter({ reviewStatus })}
        />
        <FilterSelect
          label="Word type"
          allLabel="All word types"
          options={WORD_TYPES}
          value={search.wordType}
          onChange={(wordType) => filter({ wordType })}
        />
        <div className="kr-field">
          <label htmlFor={formId}>Case or verb form</label>
          <select
            id={formId}
            className="kr-select"
            value={search.form ?? ''}
            onChange={(e) => filter({ form: (e.target.value || undefined) as CardTableSearch['form'] })}
          >
            <option value="">All forms</option>
            {FORM_GROUPS.map(([group, forms]) => (
              <optgroup key={group} label={group}>
                {forms.map((f) => (
                  <option key={f} value={f}>
                    {enumLabel(f)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <FilterSelect
          label="Date added"
          allLabel="Any time"
          options={ADDED_DAYS}
          optionLabel={(d) => (d === '1' ? 'Last 24 hours' : `Last ${d} days`)}
          value={search.added?.toString()}
          onChange={(d) => filter({ added: d ? Number(d) : undefined })}
        />
        <DayRangeFilter
          fromLabel="Added from"
          toLabel="Added to"
          from={search.from}
          to={search.to}
          onFrom={(from) => filter({ from })}
          onTo={(to) => filter({ to })}
        />
        <IdFilter
          label="Import batch"
          allLabel="All cards"
          entries={importBatches}
          value={search.batch}
          onChange={(batch) => filter({ batch })}
        />
        <label className="adm-check">
          <input
            type="checkbox"
            checked={search.spelling ?? false}
            onChange={(e) => filter({ spelling: e.target.checked || undefined })}
          />
          Spelling warnings only
        </label>
      </FilterForm>
    </FilterDisclosure>
  );
}
