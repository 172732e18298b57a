import { CASES, REVIEW_STATUSES, VERB_FORMS, WORD_TYPES } from '@keelerada/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { adminApi } from '../admin-api.ts';
import { FilterForm, FilterSelect, LevelFilter } from '../components/ListPage.tsx';
import { enumLabel } from '../lib/enums.ts';
import { plural } from '../lib/text.ts';
import type { CardTableSearch } from './card-table.ts';

const ADDED_DAYS = [1, 7, 30, 90] as const;

/**
 * The card table's filters (§2 search, level, review status; issue #20 word type, case or verb form, date added —
 * the last N days or a range — and import batch). Each change goes to the URL and back to page 1.
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
  const addedId = useId();
  const fromId = useId();
  const toId = useId();
  const batchId = useId();
  const any =
    search.search ||
    search.level ||
    search.reviewStatus ||
    search.spelling ||
    search.wordType ||
    search.form ||
    search.added ||
    search.from ||
    search.to ||
    search.batch;
  return (
    <FilterForm
      label="Filter vocabulary cards"
      placeholder="Word, form or translation..."
      search={search.search}
      onSearch={(text) => filter({ search: text })}
      onClear={
        any
          ? () =>
              filter({
                search: undefined,
                level: undefined,
                reviewStatus: undefined,
                spelling: undefined,
                wordType: undefined,
                form: undefined,
                added: undefined,
                from: undefined,
                to: undefined,
                batch: undefined,
              })
          : undefined
      }
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
          onChange={(e) => filter({ form: e.target.value || undefined })}
        >
          <option value="">All forms</option>
          <optgroup label="Case">
            {CASES.map((c) => (
              <option key={c} value={c}>
                {enumLabel(c)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Verb form">
            {VERB_FORMS.map((v) => (
              <option key={v} value={v}>
                {enumLabel(v)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="kr-field">
        <label htmlFor={addedId}>Date added</label>
        <select
          id={addedId}
          className="kr-select"
          value={search.added ?? ''}
          onChange={(e) => filter({ added: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Any time</option>
          {ADDED_DAYS.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? 'Last 24 hours' : `Last ${d} days`}
            </option>
          ))}
        </select>
      </div>
      <div className="kr-field">
        <label htmlFor={fromId}>Added from</label>
        <input
          id={fromId}
          type="date"
          className="kr-input"
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => filter({ from: e.target.value || undefined })}
        />
      </div>
      <div className="kr-field">
        <label htmlFor={toId}>Added to</label>
        <input
          id={toId}
          type="date"
          className="kr-input"
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => filter({ to: e.target.value || undefined })}
        />
      </div>
      <div className="kr-field">
        <label htmlFor={batchId}>Import batch</label>
        <select
          id={batchId}
          className="kr-select"
          value={search.batch ?? ''}
          onChange={(e) => filter({ batch: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">All cards</option>
          {(batches.data?.importBatches ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.fileName} ·{' '}
              {new Date(b.createdAt).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' })} ·{' '}
              {plural(b.cards, 'card')}
            </option>
          ))}
        </select>
      </div>
      <label className="adm-check">
        <input
          type="checkbox"
          checked={search.spelling ?? false}
          onChange={(e) => filter({ spelling: e.target.checked || undefined })}
        />
        Spelling warnings only
      </label>
    </FilterForm>
  );
}
