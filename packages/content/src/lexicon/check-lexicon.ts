// All lexicon checks of a pack together: what the pack test asserts and `content:report` prints.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isInvariableWordType } from '@keelerada/domain';
import { packLexicon } from '../pack/lexicon.ts';
import type { ContentPack } from '../pack/pack.ts';
import { DATA_DIR } from '../pack/paths.ts';
import { type Allowlist, parseAllowlists } from '../spelling/allowlist.ts';
import { createSpeller } from '../spelling/speller.ts';
import {
  type CardCheckResult,
  type CasePracticeCheckResult,
  checkCardHeadwords,
  checkCards,
  checkCasePractice,
  checkVerbConjugation,
  type HeadwordCheckResult,
  paradigmsByLemma,
  type VerbConjugationCheckResult,
} from './card-checks.ts';
import { type FormSpellingResult, generatedWords, spellForms } from './form-spelling.ts';

/** Generated forms the strict speller refuses but that are right, one `form  # reason` per line. */
export const FORMS_ALLOWLIST = 'lexicon/forms-allowlist.txt';

export interface LexiconCheck {
  lemmas: number;
  /** Rows of an invariable word type (adverbs, adpositions, conjunctions, particles, interjections). */
  invariableWords: number;
  spelling: FormSpellingResult;
  allowlistProblems: string[];
  cards: CardCheckResult;
  /** Card headwords without the lexicon row a learner's tap needs (invariable words included). */
  headwords: HeadwordCheckResult;
  casePractice: CasePracticeCheckResult;
  verbConjugation: VerbConjugationCheckResult;
}

export function readFormsAllowlist(dataDir: string = DATA_DIR): Allowlist {
  const path = join(dataDir, FORMS_ALLOWLIST);
  return parseAllowlists(existsSync(path) ? { [FORMS_ALLOWLIST]: readFileSync(path, 'utf8') } : {});
}

export async function checkLexicon(pack: ContentPack, allowlist: Allowlist): Promise<LexiconCheck> {
  const lexicon = packLexicon(pack);
  const { lemmas, explicit } = lexicon;
  const paradigms = paradigmsByLemma(lemmas, explicit);
  const strict = await createSpeller({ strict: true });
  const lenient = await createSpeller();
  try {
    return {
      lemmas: lemmas.length,
      invariableWords: lemmas.filter((l) => isInvariableWordType(l.wordType)).length,
      spelling: spellForms(generatedWords(lemmas, explicit), strict, lenient, allowlist),
      allowlistProblems: allowlist.problems,
      cards: checkCards(pack, paradigms),
      headwords: checkCardHeadwords(pack, lexicon),
      casePractice: checkCasePractice(pack, paradigms),
      verbConjugation: checkVerbConjugation(pack, paradigms),
    };
  } finally {
    strict.dispose();
    lenient.dispose();
  }
}

/** The lexicon part of `content:report`. */
export function lexiconReport(c: LexiconCheck) {
  return {
    lemmas: c.lemmas,
    invariableWords: c.invariableWords,
    generatedForms: c.spelling.forms,
    unknownForms: c.spelling.unknown.size,
    allowlistedForms: c.spelling.allowlisted.size,
    formsOnlyTheLenientDictionaryAccepts: c.spelling.lenientOnly.size,
    cardsChecked: c.cards.checked,
    cardsResolvedToAParadigmCell: c.cards.resolved,
    cardsWithoutLexiconLemma: c.cards.missingLemma,
    cardMismatches: c.cards.mismatches.length,
    cardHeadwordsChecked: c.headwords.checked,
    cardHeadwordsWithoutLemma: c.headwords.missing.length,
    casePracticeChecked: c.casePractice.checked,
    casePracticeWithoutLexiconLemma: c.casePractice.missingLemma,
    casePracticeProblems: c.casePractice.problems.length,
    verbConjugationChecked: c.verbConjugation.checked,
    verbConjugationWithoutLexiconLemma: c.verbConjugation.missingLemma,
    verbConjugationProblems: c.verbConjugation.problems.length,
    casePracticeDegreeFormsUnchecked: c.casePractice.degreeForms,
  };
}
