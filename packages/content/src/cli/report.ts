// `npm run -s content:report`: prints one JSON object with the pack's counts and its spelling status.
import { checkLexicon, lexiconReport, readFormsAllowlist } from '../lexicon/check-lexicon.ts';
import { countPack } from '../pack/count.ts';
import { readPack } from '../pack/pack.ts';
import { formatProblem } from '../pack/problem.ts';
import { contentReport } from '../report/content-report.ts';
import { spellPack } from '../spelling/spell-pack.ts';
import { createSpeller } from '../spelling/speller.ts';

const pack = readPack();
const speller = await createSpeller();
try {
  const lexicon = await checkLexicon(pack, readFormsAllowlist());
  const report = {
    ...contentReport(countPack(pack), spellPack(pack, speller), pack.reading),
    lexicon: {
      ...lexiconReport(lexicon),
      unknownFormList: [...lexicon.spelling.unknown].map(([form, lemma]) => `${form} (${lemma})`),
      cardMismatchList: lexicon.cards.mismatches.map(formatProblem),
      casePracticeProblemList: lexicon.casePractice.problems.map(formatProblem),
      verbConjugationProblemList: lexicon.verbConjugation.problems.map(formatProblem),
      casePracticeDegreeFormsUncheckedList: lexicon.casePractice.degreeFormsUnchecked.map(formatProblem),
      cardLemmasMissingFromTheLexicon: lexicon.cards.missingLemmas,
    },
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  speller.dispose();
}
