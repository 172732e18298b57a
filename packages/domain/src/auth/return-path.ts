/** Whether `s` holds a character browsers drop from a URL (tab, CR, LF), that ends it early (NUL), or another control. */
function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** Percent-encoded slash, backslash or control character: one decode away from an off-site path. */
const ENCODED_SEPARATOR = /%(2f|5c|[01][0-9a-f]|7f)/i;

const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The one rule for a return path after sign-in (`?returnTo=`, `?redirect=`): the path itself when it stays on this
 * site, otherwise null. Browsers read `/\host`, `/<tab>/host` and `\\host` as `//host` (another site), drop tabs and
 * newlines, and treat `\` as `/`; so a return path must start with exactly one `/`, contain no backslash and no
 * control character, nor their percent-encoded forms, and resolve on the site it is given to. `javascript:` and
 * other schemes never start with `/`. Used by both web apps and the server.
 */
export function sameOriginPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  if (raw[0] !== '/' || raw[1] === '/') return null;
  if (raw.includes('\\') || hasControl(raw) || ENCODED_SEPARATOR.test(raw)) return null;
  try {
    return new URL(raw, PROBE_ORIGIN).origin === PROBE_ORIGIN ? raw : null;
  } catch {
    return null;
  }
}
