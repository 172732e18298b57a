// `npm run content:spell -- [file|text]…`: prints the Estonian tokens that neither hunspell nor the allowlist knows,
// with where they are and hunspell's suggestions. A pack file (CSV or JSON under data/) is checked exactly as the
// spelling test checks it (only its Estonian fields); other arguments are checked as Estonian text; no argument
// checks the whole pack.
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { readPack } from '../pack/pack.ts';
import { DATA_DIR, SPELLING_ALLOWLIST_DIR } from '../pack/paths.ts';
import { readAllowlists } from '../spelling/allowlist.ts';
import { checkSpelling } from '../spelling/check-spelling.ts';
import { type EstonianText, estonianTexts } from '../spelling/estonian-texts.ts';
import { englishTest } from '../spelling/language.ts';
import { createSpeller } from '../spelling/speller.ts';

const speller = await createSpeller();
const correct = (token: string) => speller.correct(token);
const allow = readAllowlists(SPELLING_ALLOWLIST_DIR);
const args = process.argv.slice(2);

const texts: EstonianText[] = [];
if (args.length === 0) texts.push(...estonianTexts(readPack(), englishTest(correct)));
for (const arg of args) {
  // npm runs scripts from the repo root; INIT_CWD is where the command was typed
  const path = resolve(process.env.INIT_CWD ?? '.', arg);
  const file = relative(DATA_DIR, path).split(sep).join('/');
  if (existsSync(path) && !file.startsWith('..')) {
    const pack = readPack(DATA_DIR, (f) => f === file);
    if (pack.problems.length) for (const p of pack.problems) console.log(`${p.file}: ${p.message}`);
    texts.push(...estonianTexts(pack, englishTest(correct)));
  } else {
    texts.push({ file: 'argument', where: '', text: arg });
  }
}

const result = checkSpelling(texts, correct, allow);
for (const problem of allow.problems) console.log(`allowlist ${problem}`);
for (const [token, where] of result.unknown) {
  const at = where.slice(0, 3).join('; ') + (where.length > 3 ? ` (+${where.length - 3} more)` : '');
  console.log(`${token}  at ${at}  → ${speller.suggest(token).slice(0, 5).join(', ') || 'no suggestions'}`);
}
console.log(
  result.unknown.size
    ? `${result.unknown.size} unknown token(s) in ${result.tokens} checked`
    : `all ${result.tokens} tokens known`,
);
speller.dispose();
process.exit(result.unknown.size || allow.problems.length ? 1 : 0);
