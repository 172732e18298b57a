import type { ContentPack } from '../pack/pack.ts';
import { SPELLING_ALLOWLIST_DIR } from '../pack/paths.ts';
import { readAllowlists } from './allowlist.ts';
import { checkSpelling, type SpellingResult } from './check-spelling.ts';
import { estonianTexts } from './estonian-texts.ts';
import { englishTest } from './language.ts';
import type { Speller } from './speller.ts';

/** Spell-checks the whole pack against hunspell and the allowlist files. */
export function spellPack(
  pack: ContentPack,
  speller: Speller,
  allowDir: string = SPELLING_ALLOWLIST_DIR,
): SpellingResult & { allowlistProblems: string[] } {
  const allow = readAllowlists(allowDir);
  const correct = (token: string) => speller.correct(token);
  return {
    ...checkSpelling(estonianTexts(pack, englishTest(correct)), correct, allow),
    allowlistProblems: allow.problems,
  };
}
