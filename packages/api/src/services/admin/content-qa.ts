import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Content QA: Estonian words that hunspell (dictionary-et, via packages/content) does not know. The speller is
 * loaded once per process, on first use (about 0.7 s), and answers are cached per token. Words in the content
 * pack's spelling allowlists (names, loanwords) are accepted.
 */

export interface SpellingWarning {
  /** The payload field the word is in (camelCase, as the form names it). */
  field: string;
  word: string;
  message: string;
}

export interface SpellChecker {
  /** The tokens of `text` hunspell does not know, each once, in order. */
  unknownWords(text: string): string[];
}

let checker: Promise<SpellChecker> | null = null;

async function loadChecker(): Promise<SpellChecker> {
  const [{ createSpeller, tokenize }, { DATA_DIR }] = await Promise.all([
    import('@keelerada/content/spelling'),
    import('@keelerada/content'),
  ]);
  const speller = await createSpeller();
  const allowed = new Set<string>();
  const allowDir = join(DATA_DIR, 'spelling-allowlist');
  if (existsSync(allowDir)) {
    for (const f of readdirSync(allowDir)) {
      for (const line of readFileSync(join(allowDir, f), 'utf8').split('\n')) {
        const tok = line.split('#')[0]?.trim();
        if (tok) allowed.add(tok);
      }
    }
  }
  const cache = new Map<string, boolean>();
  const known = (tok: string): boolean => {
    let ok = cache.get(tok);
    if (ok === undefined) {
      // an allowlisted lower-case entry also covers the capitalised, sentence-initial form (as the pack's check)
      ok = allowed.has(tok) || allowed.has(tok.toLocaleLowerCase('et')) || speller.correct(tok);
      if (cache.size > 100_000) cache.clear();
      cache.set(tok, ok);
    }
    return ok;
  };
  return {
    unknownWords(text) {
      return [...new Set(tokenize(text).filter((t) => !known(t)))];
    },
  };
}

/** The process-wide spell checker (loaded lazily, once). */
export function getSpellChecker(): Promise<SpellChecker> {
  if (!checker) {
    checker = loadChecker().catch((e) => {
      checker = null;
      throw e;
    });
  }
  return checker;
}

type Texts = Record<string, string | readonly string[] | null | undefined>;

/** The spelling warnings of some Estonian fields, field by field. */
export function warningsOf(speller: SpellChecker, fields: Texts): SpellingWarning[] {
  const out: SpellingWarning[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const texts = value == null ? [] : typeof value === 'string' ? [value] : value;
    const seen = new Set<string>();
    for (const text of texts)
      for (const word of speller.unknownWords(text)) {
        if (seen.has(word)) continue;
        seen.add(word);
        out.push({ field, word, message: `"${word}" (${field}) is not in the Estonian dictionary` });
      }
  }
  return out;
}

/** Warnings for the Estonian fields given; a speller that cannot load gives no warnings (QA never blocks a save). */
export async function spellingWarnings(fields: Texts): Promise<SpellingWarning[]> {
  try {
    return warningsOf(await getSpellChecker(), fields);
  } catch {
    return [];
  }
}

/** The distinct unknown words of a list of warnings (what a card stores). */
export const unknownWordsOf = (warnings: SpellingWarning[]): string[] => [
  ...new Set(warnings.map((w) => w.word)),
];
