// The spelling allowlist: data/spelling-allowlist/*.txt, one `token  # reason` per line (comment lines start
// with #). Tokens hunspell does not know but that are right: names and genuine loanwords. Each area keeps its own
// file, so the same token may be listed in two files (each area's entry stands on its own).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokenize } from './speller.ts';

export interface AllowEntry {
  token: string;
  reason: string;
  /** `<file>:<line>` */
  source: string;
}

export interface Allowlist {
  entries: AllowEntry[];
  /** Entries by token. */
  byToken: Map<string, AllowEntry[]>;
  /** Lines that break the format (no reason, not one token, listed twice in one file). */
  problems: string[];
}

/** Parses allowlist files given as name → text. */
export function parseAllowlists(files: Record<string, string>): Allowlist {
  const list: Allowlist = { entries: [], byToken: new Map(), problems: [] };
  for (const [file, text] of Object.entries(files)) {
    const inFile = new Map<string, string>();
    text.split(/\r?\n/).forEach((raw, i) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return;
      const source = `${file}:${i + 1}`;
      const hash = line.indexOf('#');
      const token = (hash < 0 ? line : line.slice(0, hash)).trim();
      const reason = hash < 0 ? '' : line.slice(hash + 1).trim();
      const tokens = tokenize(token);
      if (!reason) list.problems.push(`${source}: "${token}" needs a reason (token  # reason)`);
      else if (tokens.length !== 1 || tokens[0] !== token)
        list.problems.push(`${source}: "${token}" is not a single word token`);
      else if (inFile.has(token))
        list.problems.push(`${source}: "${token}" is already listed at ${inFile.get(token)}`);
      else {
        inFile.set(token, source);
        const entry = { token, reason, source };
        list.entries.push(entry);
        list.byToken.set(token, [...(list.byToken.get(token) ?? []), entry]);
      }
    });
  }
  return list;
}

export function readAllowlists(dir: string): Allowlist {
  const files: Record<string, string> = {};
  if (existsSync(dir))
    for (const f of readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .sort())
      files[f] = readFileSync(join(dir, f), 'utf8');
  return parseAllowlists(files);
}
