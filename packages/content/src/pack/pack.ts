// The content pack as read from data/: raw items per file, for validation, counting and spell-checking.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type CsvLine, parseCsvLines, readCsvCell } from './csv-template.ts';
import { DATA_DIR } from './paths.ts';
import type { Problem } from './problem.ts';

export interface VocabularyFile {
  /** Path relative to the data directory, e.g. `vocabulary/A0.csv`. */
  file: string;
  header: string[];
  rows: CsvLine[];
}

export interface JsonFile {
  file: string;
  data: unknown;
}

export interface BookFile extends JsonFile {
  /** The audio sidecar `books/audio/<slug>.json`, when present. */
  audio: unknown;
  /** File names present in `books/audio/<slug>/`. */
  audioFiles: string[];
}

export interface ContentPack {
  vocabulary: VocabularyFile[];
  grammar: JsonFile[];
  reading: JsonFile[];
  books: BookFile[];
  /** `lexicon/<LEVEL>.csv` files. */
  lexicon: VocabularyFile[];
  /** The parsed `lexicon/paradigms.json`, or null when there is none. */
  paradigms: unknown;
  /** Size of the whole data directory in bytes. */
  bytes: number;
  /** Files that could not be read or parsed. */
  problems: Problem[];
}

export const emptyPack = (): ContentPack => ({
  vocabulary: [],
  grammar: [],
  reading: [],
  books: [],
  lexicon: [],
  paradigms: null,
  bytes: 0,
  problems: [],
});

function filesIn(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(ext))
    .map((d) => join(dir, d.name))
    .sort();
}

function dirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(dir, d.name))
    .sort();
}

function sizeOf(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.size;
  return readdirSync(path).reduce((n, f) => n + sizeOf(join(path, f)), 0);
}

/**
 * Reads the whole pack (or, with `only`, the files whose data-relative path it accepts); unreadable files become
 * problems instead of exceptions.
 */
export function readPack(
  dataDir: string = DATA_DIR,
  only: (file: string) => boolean = () => true,
): ContentPack {
  const pack = emptyPack();
  const rel = (path: string) => relative(dataDir, path).split(sep).join('/');
  const files = (dir: string, ext: string) => filesIn(dir, ext).filter((path) => only(rel(path)));
  const json = (path: string): unknown => {
    try {
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      pack.problems.push({
        file: rel(path),
        where: '',
        message: `is not valid JSON: ${(e as Error).message}`,
      });
      return undefined;
    }
  };

  for (const path of files(join(dataDir, 'vocabulary'), '.csv')) {
    pack.vocabulary.push({ file: rel(path), ...parseCsvLines(readFileSync(path, 'utf8')) });
  }
  for (const path of files(join(dataDir, 'grammar'), '.json')) {
    const data = json(path);
    if (data !== undefined) pack.grammar.push({ file: rel(path), data });
  }
  for (const dir of dirs(join(dataDir, 'reading'))) {
    for (const path of files(dir, '.json')) {
      const data = json(path);
      if (data !== undefined) pack.reading.push({ file: rel(path), data });
    }
  }
  for (const path of files(join(dataDir, 'lexicon'), '.csv')) {
    pack.lexicon.push({ file: rel(path), ...parseCsvLines(readFileSync(path, 'utf8')) });
  }
  const paradigms = join(dataDir, 'lexicon', 'paradigms.json');
  if (existsSync(paradigms) && only(rel(paradigms))) pack.paradigms = json(paradigms) ?? null;
  const audioDir = join(dataDir, 'books', 'audio');
  for (const path of files(join(dataDir, 'books'), '.json')) {
    const data = json(path);
    if (data === undefined) continue;
    const slug = rel(path).slice('books/'.length, -'.json'.length);
    const sidecar = join(audioDir, `${slug}.json`);
    const clips = join(audioDir, slug);
    pack.books.push({
      file: rel(path),
      data,
      audio: existsSync(sidecar) ? json(sidecar) : null,
      audioFiles: existsSync(clips) ? readdirSync(clips).sort() : [],
    });
  }
  pack.bytes = existsSync(dataDir) ? sizeOf(dataDir) : 0;
  return pack;
}

/**
 * A CSV row as a record keyed by the file's header: cells trimmed (as the loader and the admin import read them)
 * and any formula quote of an exported file undone.
 */
export function rowRecord(header: readonly string[], cells: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {};
  header.forEach((name, i) => {
    record[name] = readCsvCell((cells[i] ?? '').trim());
  });
  return record;
}

/**
 * The rows of a CSV file as records (`rowRecord`) with where each stands (`line N`); a row whose cell count is not the
 * header's is reported through `add` and skipped.
 */
export function* csvRecords(
  f: Pick<VocabularyFile, 'header' | 'rows'>,
  add: (where: string, message: string) => void,
): Generator<{ at: string; record: Record<string, string> }> {
  for (const row of f.rows) {
    const at = `line ${row.line}`;
    if (row.cells.length !== f.header.length) {
      add(
        at,
        `has ${row.cells.length} cells, the header has ${f.header.length} (quote cells holding commas)`,
      );
      continue;
    }
    yield { at, record: rowRecord(f.header, row.cells) };
  }
}

/** The items of a JSON file that holds a list (grammar), or the one item of a file that holds an object. */
export function jsonItems(data: unknown): Record<string, unknown>[] {
  const list = Array.isArray(data) ? data : [data];
  return list.filter(
    (x): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x),
  );
}
