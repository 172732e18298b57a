// `npm run content:audio`: synthesises the Estonian text of every bilingual-book segment with espeak-ng, compresses
// it to mono MP3 with ffmpeg and writes data/books/audio/<slug>/<nnn>.mp3 plus a sidecar data/books/audio/<slug>.json
// ({ segments: [{ index, file, duration, textHash }] }). The text synthesised is the segment's with every number
// written out as words (speech/estonian-numbers.ts: "1. peatükk" → "esimene peatükk"); textHash is its SHA-1. Segments whose sidecar textHash still matches the text (and
// whose MP3 exists) are skipped, so re-runs are fast; files that no longer belong to a segment or book are deleted.

import type { SpawnSyncReturns } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { hasDigit } from '../speech/estonian-numbers.ts';
import { spokenText, spokenTextHash } from '../speech/spoken-text.ts';

interface BookSegment {
  segmentType: string;
  estonianContent: string;
}

interface AudioEntry {
  index: number;
  file: string;
  duration: number;
  textHash: string;
}

interface Sidecar {
  segments: AudioEntry[];
}

const BOOKS_DIR = join(import.meta.dirname, '../../data/books');
const AUDIO_DIR = join(BOOKS_DIR, 'audio');
const VOICE = 'et';
const SPEED = '150';

class AudioError extends Error {}

function run(cmd: string, args: string[]): SpawnSyncReturns<string> {
  const res = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (res.error) {
    const code = (res.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new AudioError(`${cmd} is not installed or not on PATH.`);
    throw new AudioError(`${cmd} could not be started: ${res.error.message}`);
  }
  if (res.status !== 0) {
    const why = res.stderr.trim() || `exit status ${res.status ?? `signal ${res.signal ?? '?'}`}`;
    throw new AudioError(`${cmd} ${args.slice(0, 4).join(' ')} … failed: ${why}`);
  }
  return res;
}

function requireTools(): void {
  const missing: string[] = [];
  for (const [tool, pkg] of [
    ['espeak-ng', 'espeak-ng'],
    ['ffmpeg', 'ffmpeg'],
    ['ffprobe', 'ffmpeg'],
  ] as const) {
    const res = spawnSync(tool, tool === 'espeak-ng' ? ['--version'] : ['-version'], { encoding: 'utf8' });
    if (res.error || res.status !== 0) missing.push(`${tool} (Debian package ${pkg})`);
  }
  if (missing.length > 0) {
    throw new AudioError(
      `missing required tool(s): ${missing.join(', ')}.\n` +
        'Install them first, e.g.: apt-get install -y espeak-ng ffmpeg',
    );
  }
  const voices = run('espeak-ng', ['--voices=et']).stdout;
  if (!/\bet\b/.test(voices))
    throw new AudioError('espeak-ng has no Estonian voice ("et"); check the espeak-ng-data install.');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readBook(path: string): BookSegment[] {
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isRecord(data) || !Array.isArray(data.segments)) throw new AudioError(`${path}: no "segments" array`);
  return data.segments.map((s: unknown, i: number) => {
    if (!isRecord(s) || typeof s.estonianContent !== 'string' || s.estonianContent.trim() === '') {
      throw new AudioError(`${path}: segment ${i + 1} has no estonianContent`);
    }
    return {
      segmentType: typeof s.segmentType === 'string' ? s.segmentType : 'content',
      estonianContent: s.estonianContent,
    };
  });
}

function readSidecar(path: string): Map<number, AudioEntry> {
  const byIndex = new Map<number, AudioEntry>();
  if (!existsSync(path)) return byIndex;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return byIndex; // unreadable sidecar: regenerate everything
  }
  if (!isRecord(data) || !Array.isArray(data.segments)) return byIndex;
  for (const e of data.segments as unknown[]) {
    if (
      isRecord(e) &&
      typeof e.index === 'number' &&
      typeof e.file === 'string' &&
      typeof e.duration === 'number' &&
      typeof e.textHash === 'string'
    ) {
      byIndex.set(e.index, { index: e.index, file: e.file, duration: e.duration, textHash: e.textHash });
    }
  }
  return byIndex;
}

function writeJson(path: string, value: unknown): void {
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, path);
}

function probeDuration(file: string): number {
  const out = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]).stdout.trim();
  const seconds = Number.parseFloat(out);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new AudioError(`ffprobe returned no duration for ${file} ("${out}")`);
  return Math.round(seconds * 100) / 100;
}

function synthesise(text: string, wav: string, mp3: string): void {
  // Argument arrays only — no shell, so quotes and punctuation in the text are passed through untouched.
  try {
    run('espeak-ng', ['-v', VOICE, '-s', SPEED, '-w', wav, text]);
    run('ffmpeg', ['-y', '-loglevel', 'error', '-i', wav, '-ac', '1', '-ar', '22050', '-b:a', '32k', mp3]);
  } finally {
    rmSync(wav, { force: true });
  }
}

function fmtBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} kB`;
}

function fmtDuration(s: number): string {
  const m = Math.floor(s / 60);
  return `${m} min ${(s - m * 60).toFixed(1)} s`;
}

const tty = process.stdout.isTTY === true;
function progress(line: string, done: boolean): void {
  if (tty) process.stdout.write(`\r\x1b[2K${line}${done ? '\n' : ''}`);
  else if (done) console.log(line);
}

function main(): void {
  requireTools();
  if (!existsSync(BOOKS_DIR)) throw new AudioError(`books directory not found: ${BOOKS_DIR}`);
  mkdirSync(AUDIO_DIR, { recursive: true });

  const slugs = readdirSync(BOOKS_DIR)
    .filter((f) => f.endsWith('.json') && statSync(join(BOOKS_DIR, f)).isFile())
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

  let generated = 0;
  let skipped = 0;
  let deleted = 0;
  let totalDuration = 0;
  let totalSegments = 0;

  for (const slug of slugs) {
    const segments = readBook(join(BOOKS_DIR, `${slug}.json`));
    const bookDir = join(AUDIO_DIR, slug);
    const sidecarPath = join(AUDIO_DIR, `${slug}.json`);
    mkdirSync(bookDir, { recursive: true });
    const previous = readSidecar(sidecarPath);
    const entries: AudioEntry[] = [];
    let bookGenerated = 0;

    segments.forEach((segment, i) => {
      const index = i + 1;
      const file = `${String(index).padStart(3, '0')}.mp3`;
      const mp3 = join(bookDir, file);
      const text = spokenText(segment.estonianContent);
      if (hasDigit(text)) throw new AudioError(`${slug} segment ${index}: "${text}" still holds a digit`);
      const textHash = spokenTextHash(segment.estonianContent);
      const old = previous.get(index);
      let entry: AudioEntry;
      if (old && old.textHash === textHash && old.file === file && existsSync(mp3)) {
        entry = old;
        skipped++;
      } else {
        synthesise(text, join(bookDir, `.${String(index).padStart(3, '0')}.tmp.wav`), mp3);
        entry = { index, file, duration: probeDuration(mp3), textHash };
        generated++;
        bookGenerated++;
      }
      entries.push(entry);
      totalDuration += entry.duration;
      progress(
        `${slug}: ${index}/${segments.length} (${bookGenerated} synthesised)`,
        index === segments.length,
      );
      // Save the sidecar as we go, so an interrupted run keeps its progress.
      if (bookGenerated > 0 && (bookGenerated % 10 === 0 || index === segments.length)) {
        writeJson(sidecarPath, { segments: entries } satisfies Sidecar);
      }
    });
    if (bookGenerated === 0) writeJson(sidecarPath, { segments: entries } satisfies Sidecar);
    totalSegments += segments.length;

    // Stale files: anything in the book's folder that is not a current segment file.
    const wanted = new Set(entries.map((e) => e.file));
    for (const f of readdirSync(bookDir)) {
      if (!wanted.has(f)) {
        rmSync(join(bookDir, f), { recursive: true, force: true });
        deleted++;
      }
    }
  }

  // Stale books: audio folders and sidecars whose book JSON is gone.
  const live = new Set(slugs);
  for (const f of readdirSync(AUDIO_DIR)) {
    const slug = f.endsWith('.json') ? f.slice(0, -'.json'.length) : f;
    if (!live.has(slug)) {
      rmSync(join(AUDIO_DIR, f), { recursive: true, force: true });
      deleted++;
      console.log(`removed stale ${f}`);
    }
  }

  let totalBytes = 0;
  for (const slug of slugs) {
    const dir = join(AUDIO_DIR, slug);
    for (const f of readdirSync(dir)) totalBytes += statSync(join(dir, f)).size;
    totalBytes += statSync(join(AUDIO_DIR, `${slug}.json`)).size;
  }

  console.log(
    `audio: ${slugs.length} book(s), ${totalSegments} segment(s): ${generated} synthesised, ${skipped} unchanged, ` +
      `${deleted} stale file(s) removed; total ${fmtDuration(totalDuration)}, ${fmtBytes(totalBytes)} in ${AUDIO_DIR}`,
  );
}

try {
  main();
} catch (err) {
  if (tty) process.stdout.write('\n');
  console.error(`content:audio failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
