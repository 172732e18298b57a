// All lexicon checks of a pack together: what the pack test asserts and `content:report` prints.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packLexicon } from '../pack/lexicon.ts';
import type { ContentPack } from '../pack/pack.ts';
import { DATA_DIR } from '../pack/paths.ts';
import { type Allowlist, parseAllowlists } from '../spelling/allowlist.ts';
import { createSpeller } from '../spelling/speller.ts';
import {
  type CardCheckResult,
  type CasePracticeCheckResult,
  checkCards,
  checkCasePractice,
  checkVerbConjugation,
  paradigmsByLemma,
  type VerbConjugationCheckResult,
} from './card-checks.ts';
import { type FormSpellingResult, generatedWords, spellForms } from './form-spelling.ts';

/** Generated forms the strict speller refuses but that are right, one `form  # reason` per line. */
export const FORMS_ALLOWLIST = 'lexicon/forms-allowlist.txt';

export interface LexiconCheck {
  lemmas: number;
  spelling: FormSpellingResult;
  allowlistProblems: string[];
  cards: CardCheckResult;
  casePractice: CasePracticeCheckResult;
  verbConjugation: VerbConjugationCheckResult;
}

export function readFormsAllowlist(dataDir: string = DATA_DIR): Allowlist {
  const path = join(dataDir, FORMS_ALLOWLIST);
  return parseAllowlists(existsSync(path) ? { [FORMS_ALLOWLIST]: readFileSync(path, 'utf8') } : {});
}

export async function checkLexicon(pack: ContentPack, allowlist: Allowlist): Promise<LexiconCheck> {
  const { lemmas, explicit } = packLexicon(pack);
  const paradigms = paradigmsByLemma(lemmas, explicit);
  const strict = await createSpeller({ strict: true });
  const lenient = await createSpeller();
  try {
    return {
      lemmas: lemmas.length,
      spelling: spellForms(generatedWords(lemmas, explicit), strict, lenient, allowlist),
      allowlistProblems: allowlist.problems,
      cards: checkCards(pack, paradigms),
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
    generatedForms: c.spelling.forms,
    unknownForms: c.spelling.unknown.size,
    allowlistedForms: c.spelling.allowlisted.size,
    formsOnlyTheLenientDictionaryAccepts: c.spelling.lenientOnly.size,
    cardsChecked: c.cards.checked,
    cardsResolvedToAParadigmCell: c.cards.resolved,
    cardsWithoutLexiconLemma: c.cards.missingLemma,
    cardMismatches: c.cards.mismatches.length,
    casePracticeChecked: c.casePractice.checked,
    casePracticeWithoutLexiconLemma: c.casePractice.missingLemma,
    casePracticeProblems: c.casePractice.problems.length,
    verbConjugationChecked: c.verbConjugation.checked,
    verbConjugationWithoutLexiconLemma: c.verbConjugation.missingLemma,
    verbConjugationProblems: c.verbConjugation.problems.length,
    casePracticeDegreeFormsUnchecked: c.casePractice.degreeForms,
  };
}
