// `npm run content:spell -- <file|text>…`: prints Estonian tokens that hunspell does not know, with suggestions.
// For CSV files only the Estonian columns are checked (word, form, practiceContext); for JSON, the fields listed
// in ESTONIAN_FIELDS. Plain text arguments are checked whole.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { createSpeller, tokenize } from '../spelling/speller.ts';

const ESTONIAN_FIELDS = new Set([
  'word',
  'form',
  'practiceContext',
  'sentence',
  'targetWord',
  'correctAnswer',
  'distractors',
  'verb',
  'verbCorrectAnswer',
  'context',
  'words',
  'correctOrders',
  'incorrectSentence',
  'correctSentence',
  'targetText',
  'title',
  'content',
  'question',
  'options',
  'estonianContent',
  'titleEt',
  'correction',
  'subject',
  'targetWordText',
]);

function estonianStrings(value: unknown, key: string | null, out: string[]) {
  if (typeof value === 'string') {
    if (key === null || ESTONIAN_FIELDS.has(key)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) estonianStrings(v, key, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) estonianStrings(v, k, out);
  }
}

const speller = await createSpeller();
const allowDir = join(import.meta.dirname, '../../data/spelling-allowlist');
const allowed = new Set<string>();
if (existsSync(allowDir)) {
  for (const f of readdirSync(allowDir)) {
    for (const line of readFileSync(join(allowDir, f), 'utf8').split('\n')) {
      const tok = line.split('#')[0]?.trim();
      if (tok) allowed.add(tok);
    }
  }
}
let unknown = 0;
for (const arg of process.argv.slice(2)) {
  const texts: string[] = [];
  if (existsSync(arg) && arg.endsWith('.csv')) {
    const rows = Papa.parse<Record<string, string>>(readFileSync(arg, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data;
    for (const r of rows) texts.push(r.word ?? '', r.form ?? '', r.practiceContext ?? '');
  } else if (existsSync(arg) && arg.endsWith('.json')) {
    estonianStrings(JSON.parse(readFileSync(arg, 'utf8')), '', texts);
  } else {
    texts.push(arg);
  }
  const bad = new Map<string, number>();
  for (const t of texts)
    for (const tok of tokenize(t))
      if (!allowed.has(tok) && !speller.correct(tok)) bad.set(tok, (bad.get(tok) ?? 0) + 1);
  for (const [tok, n] of bad) {
    unknown++;
    console.log(`${arg}: ${tok} (x${n}) → ${speller.suggest(tok).slice(0, 5).join(', ')}`);
  }
}
console.log(unknown ? `${unknown} unknown token(s)` : 'all tokens known');
speller.dispose();
process.exit(unknown ? 1 : 0);
