// Validates a read pack item by item (schemas.ts) and across items (file names and levels, duplicates, audio).
// Pure: takes the pack, returns the problems. The pack-wide amounts are checked by completeness.ts.
import { type GrammarType, grammarMainText, grammarPayloadToContent } from '@keelerada/domain';
import type { z } from 'zod';
import { hasDigit } from '../speech/estonian-numbers.ts';
import { spokenText, spokenTextHash } from '../speech/spoken-text.ts';
import { VOCABULARY_CSV_COLUMNS } from './csv-template.ts';
import { GRAMMAR_FILE_PREFIX, GRAMMAR_TYPES, PACK_LEVELS } from './enums.ts';
import { validateLexicon } from './lexicon.ts';
import { type BookFile, type ContentPack, csvRecords, jsonItems } from './pack.ts';
import { jsonPath, type Problem } from './problem.ts';
import { bookSchema, grammarItemSchema, readingTextSchema, vocabularyRowSchema } from './schemas.ts';

/** The card columns with the optional `number` column (issue 16): SINGULAR (default) or PLURAL. */
export const CARD_COLUMNS_WITH_NUMBER = [...VOCABULARY_CSV_COLUMNS, 'number'] as const;

/** …and the optional `alternatives` after it: the card's accepted alternatives, separated by `|`. */
export const CARD_COLUMNS_WITH_ALTERNATIVES = [...CARD_COLUMNS_WITH_NUMBER, 'alternatives'] as const;

/** The headers a card file may have: the import's columns, optionally followed by `number` and `alternatives`. */
const CARD_HEADERS = [VOCABULARY_CSV_COLUMNS, CARD_COLUMNS_WITH_NUMBER, CARD_COLUMNS_WITH_ALTERNATIVES].map(
  (columns) => columns.join(','),
);

const isLevel = (s: string | undefined): s is (typeof PACK_LEVELS)[number] =>
  (PACK_LEVELS as readonly string[]).includes(s ?? '');

function issues(result: z.ZodSafeParseResult<unknown>): { path: PropertyKey[]; message: string }[] {
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
}

/** The identity the loader gives a card (content_key): same word, form and context = the same card. */
export const cardIdentity = (c: Record<string, string>) =>
  [c.word, c.form, c.practiceContext].map((s) => (s ?? '').trim()).join('\u0000');

/** The identity the loader gives an exercise: its type and main text. */
export function exerciseIdentity(item: Record<string, unknown>): string {
  const type = String(item.type) as GrammarType;
  if (!GRAMMAR_TYPES.includes(type)) return '';
  return `${type}\u0000${grammarMainText(type, grammarPayloadToContent(type, item))}`;
}

function validateVocabulary(pack: ContentPack, out: Problem[]): void {
  const seen = new Map<string, string>();
  for (const f of pack.vocabulary) {
    const add = (where: string, message: string) => out.push({ file: f.file, where, message });
    const fileLevel = /^vocabulary\/([^/]+)\.csv$/.exec(f.file)?.[1];
    if (!isLevel(fileLevel))
      add('', `the file name must be <LEVEL>.csv with LEVEL one of ${PACK_LEVELS.join(', ')}`);
    const header = f.header.join(',');
    if (!CARD_HEADERS.includes(header)) {
      add(
        'line 1',
        `the header must be exactly ${VOCABULARY_CSV_COLUMNS.join(',')} (optionally followed by ,number or ,number,alternatives)`,
      );
      if (!VOCABULARY_CSV_COLUMNS.every((c) => f.header.includes(c))) continue;
    }
    for (const { at, record: card } of csvRecords(f, add)) {
      for (const i of issues(vocabularyRowSchema.safeParse(card)))
        add(`${at} ${jsonPath(i.path)}`, i.message);
      if (card.number && card.number !== 'SINGULAR' && card.number !== 'PLURAL')
        add(`${at} number`, 'must be SINGULAR, PLURAL or empty (= SINGULAR)');
      if (isLevel(fileLevel) && card.level !== fileLevel && isLevel(card.level))
        add(`${at} level`, `is ${card.level} in the ${fileLevel} file`);
      const id = cardIdentity(card);
      const first = seen.get(id);
      if (first) add(at, `duplicates the card at ${first} (same word, form and context)`);
      else seen.set(id, `${f.file} ${at}`);
    }
  }
}

function validateGrammar(pack: ContentPack, out: Problem[]): void {
  const prefixType = new Map<string, string>(Object.entries(GRAMMAR_FILE_PREFIX).map(([t, p]) => [p, t]));
  const seen = new Map<string, string>();
  for (const f of pack.grammar) {
    const add = (where: string, message: string) => out.push({ file: f.file, where, message });
    // <type>.<LEVEL>.json, or <type>.<LEVEL>.<topic>.json for a further file of the same type and level.
    const [, prefix = '', fileLevel] =
      /^grammar\/([^/.]+)\.([^/.]+)(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)?\.json$/.exec(f.file) ?? [];
    const fileType = prefixType.get(prefix);
    if (!fileType || !isLevel(fileLevel))
      add(
        '',
        `the file name must be <type>.<LEVEL>.json or <type>.<LEVEL>.<topic>.json (topic: lower-case words joined by "-") with type one of ${[...prefixType.keys()].join(', ')}`,
      );
    if (!Array.isArray(f.data)) {
      add('', 'must hold a JSON array of exercises');
      continue;
    }
    f.data.forEach((item: unknown, i: number) => {
      for (const issue of issues(grammarItemSchema.safeParse(item)))
        add(jsonPath([i, ...issue.path]), issue.message);
      const e = jsonItems(item)[0];
      if (!e) return;
      if (fileType && e.type !== fileType) add(`[${i}].type`, `is ${String(e.type)} in a ${fileType} file`);
      if (isLevel(fileLevel) && e.level !== fileLevel)
        add(`[${i}].level`, `is ${String(e.level)} in the ${fileLevel} file`);
      const id = exerciseIdentity(e);
      const first = seen.get(id);
      if (id && first) add(`[${i}]`, `duplicates the exercise at ${first} (same type and main text)`);
      else if (id) seen.set(id, `${f.file} [${i}]`);
    });
  }
}

function validateReading(pack: ContentPack, out: Problem[]): void {
  for (const f of pack.reading) {
    const add = (where: string, message: string) => out.push({ file: f.file, where, message });
    const dirLevel = /^reading\/([^/]+)\/[^/]+\.json$/.exec(f.file)?.[1];
    if (!isLevel(dirLevel))
      add('', `must be in reading/<LEVEL>/ with LEVEL one of ${PACK_LEVELS.join(', ')}`);
    for (const issue of issues(readingTextSchema.safeParse(f.data))) add(jsonPath(issue.path), issue.message);
    const level = jsonItems(f.data)[0]?.level;
    if (isLevel(dirLevel) && level !== dirLevel)
      add('level', `is ${String(level)} in the ${dirLevel} folder`);
  }
}

/**
 * The audio sidecar must give every segment a clip made from its current spoken text (see cli/audio.ts), and that
 * text must hold no digit (espeak-ng would read it as it likes).
 */
function validateAudio(f: BookFile, add: (where: string, message: string) => void): void {
  const segments = jsonItems(jsonItems(f.data)[0]?.segments ?? []);
  const sidecar = f.file.replace(/^books\//, 'books/audio/');
  const entries = jsonItems(jsonItems(f.audio)[0]?.segments ?? []);
  if (!f.audio) {
    add('', `has no audio (${sidecar} is missing): run npm run content:audio`);
    return;
  }
  const byIndex = new Map(entries.map((e) => [e.index, e]));
  segments.forEach((s, i) => {
    const e = byIndex.get(i + 1);
    const at = `segments[${i}]`;
    if (typeof s.estonianContent === 'string' && hasDigit(spokenText(s.estonianContent)))
      add(
        `${at}.estonianContent`,
        `the synthesised text still holds a digit: "${spokenText(s.estonianContent)}" (write the number as words)`,
      );
    if (!e) add(at, `has no audio clip in ${sidecar}: run npm run content:audio`);
    else if (typeof s.estonianContent === 'string' && e.textHash !== spokenTextHash(s.estonianContent))
      add(at, 'the audio clip was made from an older text: run npm run content:audio');
    else if (typeof e.file !== 'string' || !f.audioFiles.includes(e.file))
      add(at, `the audio clip ${String(e.file)} is missing: run npm run content:audio`);
    else if (typeof e.duration !== 'number' || !(e.duration > 0))
      add(at, `the audio clip has no duration in ${sidecar}`);
  });
  if (entries.length > segments.length)
    add(
      '',
      `${sidecar} has ${entries.length} clips for ${segments.length} segments: run npm run content:audio`,
    );
}

function validateBooks(pack: ContentPack, out: Problem[]): void {
  for (const f of pack.books) {
    const add = (where: string, message: string) => out.push({ file: f.file, where, message });
    for (const issue of issues(bookSchema.safeParse(f.data))) add(jsonPath(issue.path), issue.message);
    validateAudio(f, add);
  }
}

/** Every problem of the pack's files and items (not the pack-wide amounts: see checkCompleteness). */
export function validatePack(pack: ContentPack): Problem[] {
  const out: Problem[] = [...pack.problems];
  validateVocabulary(pack, out);
  validateGrammar(pack, out);
  validateReading(pack, out);
  validateBooks(pack, out);
  validateLexicon(pack, out);
  return out;
}
