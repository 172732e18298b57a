// Checks every token of the pack's Estonian against hunspell and the allowlist.
import type { AllowEntry, Allowlist } from './allowlist.ts';
import type { EstonianText } from './estonian-texts.ts';
import { tokenize } from './speller.ts';

export interface SpellingResult {
  /** Token occurrences checked. */
  tokens: number;
  /** Tokens neither hunspell nor the allowlist knows, each with where it occurs. */
  unknown: Map<string, string[]>;
  /** Tokens hunspell rejects that the allowlist accepts, with their occurrence counts. */
  allowlisted: Map<string, number>;
  /** Allowlist entries no token needed (hunspell knows them, or nothing uses them any more). */
  unusedAllowlist: AllowEntry[];
}

/** An allowlisted token matches as written, or lower-cased when it starts a sentence. */
function allowEntries(allow: Allowlist, token: string): AllowEntry[] | undefined {
  return allow.byToken.get(token) ?? allow.byToken.get(token.toLocaleLowerCase('et'));
}

export function checkSpelling(
  texts: readonly EstonianText[],
  correct: (token: string) => boolean,
  allow: Allowlist,
): SpellingResult {
  const known = new Map<string, boolean>();
  const result: SpellingResult = {
    tokens: 0,
    unknown: new Map(),
    allowlisted: new Map(),
    unusedAllowlist: [],
  };
  const used = new Set<AllowEntry>();
  for (const t of texts) {
    for (const token of tokenize(t.text)) {
      result.tokens++;
      let ok = known.get(token);
      if (ok === undefined) {
        ok = correct(token);
        known.set(token, ok);
      }
      if (ok) continue;
      const entries = allowEntries(allow, token);
      if (entries) {
        for (const e of entries) used.add(e);
        result.allowlisted.set(token, (result.allowlisted.get(token) ?? 0) + 1);
      } else {
        const at = `${t.file} ${t.where}`;
        const list = result.unknown.get(token) ?? [];
        if (!list.includes(at)) list.push(at);
        result.unknown.set(token, list);
      }
    }
  }
  result.unusedAllowlist = allow.entries.filter((e) => !used.has(e));
  return result;
}
