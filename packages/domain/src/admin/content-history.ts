/** One field an admin changed: its value before and after (issue #20 history). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || JSON.stringify(a) === JSON.stringify(b);

/** The fields among `fields` whose value differs between `before` and `after`, in the order given. */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): FieldChange[] {
  return fields
    .filter((f) => !same(before[f], after[f]))
    .map((f) => ({ field: f, before: before[f] ?? null, after: after[f] ?? null }));
}
