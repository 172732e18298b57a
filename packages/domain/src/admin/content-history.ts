import { GRAMMAR_TYPES, grammarMainText } from '../grammar/grammar-content.ts';

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

/** "VERB_CONJUGATION" → "Verb conjugation": an enum value as a sentence's words. */
const enumWords = (v: string) => {
  const words = v.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * A grammar exercise as the Trash and the History name it: its type in words, then what an editor recognises it by
 * — "Verb conjugation: arutama (nemad, past)", "Case practice: Ma ostan ___." (the one builder for new rows; the
 * stored content is snake_case, as grammarPayloadToContent writes it).
 */
export function grammarExerciseLabel(
  type: string,
  content: Record<string, unknown> | null | undefined,
): string {
  const c = content ?? {};
  const name = enumWords(type);
  let what: string;
  if (type === 'VERB_CONJUGATION') {
    const form = text(c.target_form);
    const detail = [text(c.subject), form ? enumWords(form).toLowerCase() : ''].filter(Boolean).join(', ');
    what = [text(c.verb), detail ? `(${detail})` : ''].filter(Boolean).join(' ');
  } else {
    what = grammarMainText(type, c).trim();
  }
  return what ? `${name}: ${what}` : name;
}

const STORED_GRAMMAR_LABEL = new RegExp(`^(${GRAMMAR_TYPES.join('|')})(?: (.*))?$`, 's');

/**
 * A label as stored before the exercises had a label builder ("VERB_CONJUGATION arutama") as the builder writes it
 * now ("Verb conjugation: arutama"); any other label unchanged. The History formats its old rows with it on read.
 */
export function readableItemLabel(kind: string, label: string): string {
  if (kind !== 'grammar_exercise') return label;
  const m = STORED_GRAMMAR_LABEL.exec(label);
  if (!m) return label;
  const rest = (m[2] ?? '').trim();
  return rest ? `${enumWords(m[1] as string)}: ${rest}` : enumWords(m[1] as string);
}
