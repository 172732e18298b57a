// `npm run -s content:report`: prints one JSON object with the pack's counts and its spelling status.
import { countPack } from '../pack/count.ts';
import { readPack } from '../pack/pack.ts';
import { contentReport } from '../report/content-report.ts';
import { spellPack } from '../spelling/spell-pack.ts';
import { createSpeller } from '../spelling/speller.ts';

const pack = readPack();
const speller = await createSpeller();
try {
  console.log(JSON.stringify(contentReport(countPack(pack), spellPack(pack, speller)), null, 2));
} finally {
  speller.dispose();
}
