// Reads the content pack from data/ into plain objects (validation lives in pack/schemas.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Papa from 'papaparse';
import { readCsvCell } from './csv-template.ts';
import {
  BOOK_AUDIO_DIR,
  BOOK_AUDIO_URL,
  BOOKS_DIR,
  GRAMMAR_DIR,
  READING_DIR,
  VOCABULARY_DIR,
} from './paths.ts';

export interface PackFile<T> {
  file: string;
  items: T[];
}

function listFiles(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(ext))
    .map((d) => join(dir, d.name))
    .sort();
}

export function parseCsv(text: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    transform: (v) => readCsvCell(v.trim()),
  });
  return parsed.data;
}

export function readVocabularyFiles(): PackFile<Record<string, string>>[] {
  return listFiles(VOCABULARY_DIR, '.csv').map((file) => ({
    file,
    items: parseCsv(readFileSync(file, 'utf8')),
  }));
}

export function readGrammarFiles(): PackFile<Record<string, unknown>>[] {
  return listFiles(GRAMMAR_DIR, '.json').map((file) => ({
    file,
    items: JSON.parse(readFileSync(file, 'utf8')),
  }));
}

export function readReadingFiles(): PackFile<Record<string, unknown> & { slug: string }>[] {
  if (!existsSync(READING_DIR)) return [];
  const dirs = readdirSync(READING_DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
  return dirs.flatMap((d) =>
    listFiles(join(READING_DIR, d.name), '.json').map((file) => ({
      file,
      items: [{ ...JSON.parse(readFileSync(file, 'utf8')), slug: `${d.name}/${basename(file, '.json')}` }],
    })),
  );
}

export interface AudioSidecar {
  segments: { index: number; file: string; duration: number; textHash?: string }[];
}

export function readBookFiles(): PackFile<
  Record<string, unknown> & { slug: string; audio: AudioSidecar | null }
>[] {
  return listFiles(BOOKS_DIR, '.json').map((file) => {
    const slug = basename(file, '.json');
    const sidecar = join(BOOK_AUDIO_DIR, `${slug}.json`);
    const audio = existsSync(sidecar) ? (JSON.parse(readFileSync(sidecar, 'utf8')) as AudioSidecar) : null;
    return { file, items: [{ ...JSON.parse(readFileSync(file, 'utf8')), slug, audio }] };
  });
}

export function audioUrl(slug: string, file: string): string {
  return `${BOOK_AUDIO_URL}/${slug}/${file}`;
}
