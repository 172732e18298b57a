// The lexicon of the pack (data/lexicon/<LEVEL>.csv + paradigms.json, FORMAT.md "Lexicon"): validation and the
// lemmas as the morphology reads them.
import {
  type ExplicitParadigms,
  explicitParadigmProblem,
  isInvariableWordType,
  isOneOf,
  LEXICON_WORD_TYPES,
  type LexiconLemma,
  PRONOUN_PARADIGMS,
  principalFormsProblem,
} from '@keelerada/domain';
import { PACK_LEVELS } from './enums.ts';
import { type ContentPack, csvRecords, rowRecord } from './pack.ts';
import type { Problem } from './problem.ts';

export const LEXICON_CSV_COLUMNS = ['lemma', 'wordType', 'translation', 'principalForms'] as const;
export const PARADIGMS_FILE = 'lexicon/paradigms.json';

/** A lexicon row with where it came from and the level of its file. */
export interface PackLemma extends LexiconLemma {
  level: string;
  file: string;
  line: number;
}

export interface PackLexicon {
  lemmas: PackLemma[];
  explicit: ExplicitParadigms;
}

/** The rows of the lexicon files that have the right shape (the others are reported by validateLexicon). */
export function packLexicon(pack: ContentPack): PackLexicon {
  const lemmas: PackLemma[] = [];
  for (const f of pack.lexicon) {
    const level = /^lexicon\/([^/]+)\.csv$/.exec(f.file)?.[1] ?? '';
    for (const row of f.rows) {
      const r = rowRecord(f.header, row.cells);
      if (!r.lemma || !isOneOf(LEXICON_WORD_TYPES, r.wordType)) continue;
      lemmas.push({
        lemma: r.lemma,
        wordType: r.wordType,
        translation: r.translation ?? '',
        principalForms: r.principalForms ?? '',
        level,
        file: f.file,
        line: row.line,
      });
    }
  }
  const explicit: ExplicitParadigms = {};
  const data = pack.paradigms;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const [lemma, table] of Object.entries(data as Record<string, unknown>)) {
      if (explicitParadigmProblem(table) === null) explicit[lemma] = table as ExplicitParadigms[string];
    }
  }
  return { lemmas, explicit };
}

/** Every problem of the lexicon files: header, file level, each row's cells, duplicates, explicit paradigms. */
export function validateLexicon(pack: ContentPack, out: Problem[]): void {
  const seen = new Map<string, string>();
  const { explicit } = packLexicon(pack);
  for (const f of pack.lexicon) {
    const add = (where: string, message: string) => out.push({ file: f.file, where, message });
    const level = /^lexicon\/([^/]+)\.csv$/.exec(f.file)?.[1];
    if (!isOneOf(PACK_LEVELS, level))
      add('', `the file name must be <LEVEL>.csv with LEVEL one of ${PACK_LEVELS.join(', ')}`);
    if (f.header.join(',') !== LEXICON_CSV_COLUMNS.join(',')) {
      add('line 1', `the header must be exactly ${LEXICON_CSV_COLUMNS.join(',')}`);
      continue;
    }
    for (const { at, record: r } of csvRecords(f, add)) {
      if (!r.lemma) add(`${at} lemma`, 'must not be empty');
      if (!r.translation) add(`${at} translation`, 'must not be empty');
      if (!isOneOf(LEXICON_WORD_TYPES, r.wordType)) {
        add(`${at} wordType`, `must be one of ${LEXICON_WORD_TYPES.join(', ')}`);
        continue;
      }
      const lemma = r.lemma ?? '';
      if (isInvariableWordType(r.wordType)) {
        // an invariable word is the word itself: nothing to inflect, one word the analyser can read
        if (r.principalForms)
          add(`${at} principalForms`, `must be empty: a word of type ${r.wordType} does not inflect`);
        if (lemma && !/^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u.test(lemma))
          add(`${at} lemma`, 'an invariable word must be one word (letters, inner hyphens)');
      } else {
        const formsProblem = principalFormsProblem(r.principalForms ?? '', r.wordType);
        if (formsProblem) add(`${at} principalForms`, formsProblem);
        if (!r.principalForms && !explicit[lemma] && !PRONOUN_PARADIGMS[lemma])
          add(`${at} principalForms`, `is empty and ${PARADIGMS_FILE} has no paradigm for "${lemma}"`);
        const first = r.principalForms?.split(';')[0]?.split('~');
        if (r.principalForms && first && !first.includes(lemma))
          add(`${at} principalForms`, `the first form must be the lemma "${lemma}"`);
      }
      const id = `${lemma}\u0000${r.translation}`;
      const before = seen.get(id);
      if (before) add(at, `duplicates the lemma at ${before} (same lemma and translation)`);
      else seen.set(id, `${f.file} ${at}`);
    }
  }
  const data = pack.paradigms;
  if (data === null) return;
  if (typeof data !== 'object' || Array.isArray(data)) {
    out.push({ file: PARADIGMS_FILE, where: '', message: 'must hold an object keyed by lemma' });
    return;
  }
  for (const [lemma, table] of Object.entries(data as Record<string, unknown>)) {
    const problem = explicitParadigmProblem(table);
    if (problem) out.push({ file: PARADIGMS_FILE, where: lemma, message: problem });
  }
}
