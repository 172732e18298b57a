/**
 * A stored JSON value that may itself be a JSON string (older rows, imports): a string is parsed, `undefined` when
 * it is not JSON; any other value is returned as it is.
 */
export function parseStoredJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The object entries of a stored list, tolerant of a JSON string; anything but a list gives []. */
export function storedObjectList(value: unknown): Record<string, unknown>[] {
  const v = parseStoredJson(value);
  if (!Array.isArray(v)) return [];
  return v.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null);
}

/** A stored JSON object, tolerant of a JSON string; anything but an object gives {}. */
export function storedObject(value: unknown): Record<string, unknown> {
  const v = parseStoredJson(value);
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
