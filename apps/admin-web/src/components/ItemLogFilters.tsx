import { DayRangeFilter, FilterForm, FilterSelect, IdFilter } from './ListPage.tsx';

/** What the History and the Trash filter on: the item's label, its kind, who acted, and a range of (UTC) days. */
export interface ItemLogFilter<K extends string> {
  search: string | undefined;
  kind: K | undefined;
  /** The admin who changed or deleted the item. */
  person: number | undefined;
  from: string | undefined;
  to: string | undefined;
}

const NO_FILTER = { search: undefined, kind: undefined, person: undefined, from: undefined, to: undefined };

/**
 * The filter card of the History and the Trash: search, the kind of content, who, and from / to days. Each change
 * hands on the whole filter (`onChange`), which the screen writes to its URL under its own names.
 */
export function ItemLogFilters<K extends string>({
  label,
  kinds,
  people,
  days,
  value,
  onChange,
}: {
  label: string;
  kinds: { label: string; allLabel: string; options: readonly [K, ...K[]]; names: Record<string, string> };
  people: { label: string; allLabel: string; entries: readonly { id: number; name: string }[] };
  days: { from: string; to: string };
  value: ItemLogFilter<K>;
  onChange: (next: ItemLogFilter<K>) => void;
}) {
  const set = (patch: Partial<ItemLogFilter<K>>) => onChange({ ...value, ...patch });
  return (
    <FilterForm
      label={label}
      placeholder="Word, title, sentence..."
      search={value.search}
      onSearch={(search) => set({ search })}
      onClear={() => onChange(NO_FILTER)}
    >
      <FilterSelect
        label={kinds.label}
        allLabel={kinds.allLabel}
        options={kinds.options}
        optionLabel={(k) => kinds.names[k] ?? k}
        value={value.kind}
        onChange={(kind) => set({ kind })}
      />
      <IdFilter
        label={people.label}
        allLabel={people.allLabel}
        entries={people.entries}
        value={value.person}
        onChange={(person) => set({ person })}
      />
      <DayRangeFilter
        fromLabel={days.from}
        toLabel={days.to}
        from={value.from}
        to={value.to}
        onFrom={(from) => set({ from })}
        onTo={(to) => set({ to })}
      />
    </FilterForm>
  );
}
