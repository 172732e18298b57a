import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The first message a schema reports for `values`, in the schema's own order — the admin forms show one message at
 * a time (admin-back-office.md §5 "checked in this order"). Null when the values pass.
 */
export function firstSchemaMessage(schema: z.ZodType, values: unknown): string | null {
  const r = schema.safeParse(values);
  return r.success ? null : (r.error.issues[0]?.message ?? 'Invalid input');
}

/** Whether react-hook-form holds an error at `path` (dot path, e.g. `segments.1.englishContent`). */
export function hasError(errors: FieldErrors<FieldValues>, path: string): boolean {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined && node !== null;
}

/**
 * The `invalid` and `registration` props of a Field control for `name`, so a form declares each field once:
 * `<TextField label="Title" {...field('title')} />`.
 */
export function fieldBinder<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({ invalid: hasError(errors, name), registration: register(name) });
}
