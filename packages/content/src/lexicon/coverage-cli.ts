// `node --import tsx packages/content/src/lexicon/coverage-cli.ts [top]`: per level, the word tokens of the reading
// texts, book segments and card contexts and those tap-to-translate cannot read, with the commonest unread words
// (`*` marks a word never written in lower case: a name).
import { buildAnalyser } from '@keelerada/domain';
import { packLexicon } from '../pack/lexicon.ts';
import { readPack } from '../pack/pack.ts';
import { formatCoverage, learnerTexts, lexiconCoverage } from './coverage.ts';

const pack = readPack();
const { lemmas, explicit } = packLexicon(pack);
const top = Number(process.argv[2] ?? 30);
console.log(formatCoverage(lexiconCoverage(learnerTexts(pack), buildAnalyser(lemmas, explicit)), top));
