import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPack } from '../pack/pack.ts';
import { fixturePack } from '../pack/pack-fixture.ts';
import { SPELLING_ALLOWLIST_DIR } from '../pack/paths.ts';
import { parseAllowlists, readAllowlists } from './allowlist.ts';
import { checkSpelling, type SpellingResult } from './check-spelling.ts';
import { estonianTexts } from './estonian-texts.ts';
import { englishTest } from './language.ts';
import { spellPack } from './spell-pack.ts';
import { createSpeller, type Speller } from './speller.ts';

// One hunspell instance for the whole file (loading the dictionary is the slow part).
let speller: Speller;
beforeAll(async () => {
  speller = await createSpeller();
}, 60_000);
afterAll(() => speller?.dispose());

const listUnknown = (r: SpellingResult) =>
  [...r.unknown].map(
    ([token, where]) =>
      `${token} (${where.slice(0, 3).join('; ')}${where.length > 3 ? ` +${where.length - 3}` : ''}) → ` +
      speller.suggest(token).slice(0, 4).join(', '),
  );

describe('spelling of the real content pack', () => {
  let result: ReturnType<typeof spellPack>;
  beforeAll(() => {
    result = spellPack(readPack(), speller);
  });

  it('checks a real amount of Estonian', () => {
    expect(result.tokens).toBeGreaterThan(10_000);
  });

  it('every allowlist line is `token  # reason`', () => {
    expect(result.allowlistProblems).toEqual([]);
  });

  it('every Estonian token is known to hunspell or allowlisted with a reason', () => {
    expect(listUnknown(result)).toEqual([]);
  });

  it('the allowlist holds only entries some token still needs', () => {
    expect(result.unusedAllowlist.map((e) => `${e.source}: ${e.token}`)).toEqual([]);
  });
});

describe('spell-checking rules', () => {
  const check = (pack = fixturePack(), allow: Record<string, string> = {}) => {
    const correct = (t: string) => speller.correct(t);
    return checkSpelling(estonianTexts(pack, englishTest(correct)), correct, parseAllowlists(allow));
  };

  it('the fixture pack is spelled right', () => {
    const r = check();
    expect(listUnknown(r)).toEqual([]);
    expect(r.tokens).toBeGreaterThan(100);
  });

  it('catches a misspelling in a card context, with where it is', () => {
    const pack = fixturePack();
    pack.vocabulary[0]!.rows[0]!.cells[5] = 'Ma elan suurrres ___.';
    expect([...check(pack).unknown]).toEqual([['suurrres', ['vocabulary/A11.csv line 2 practiceContext']]]);
  });

  it('checks the form filled into the context', () => {
    const pack = fixturePack();
    pack.vocabulary[0]!.rows[0]!.cells[7] = 'majjas';
    expect([...check(pack).unknown.keys()]).toEqual(['majjas']);
  });

  it("checks each of a card's alternatives", () => {
    const pack = fixturePack();
    const file = pack.vocabulary[0]!;
    file.header = [...file.header, 'alternatives'];
    file.rows[0]!.cells[file.header.length - 1] = 'kodus | koddus';
    expect([...check(pack).unknown]).toEqual([['koddus', ['vocabulary/A11.csv line 2 alternatives']]]);
  });

  it('checks exercise distractors, reading text, book segments and Estonian titles', () => {
    const pack = fixturePack();
    const [cp] = pack.grammar[0]!.data as Record<string, unknown>[];
    cp!.distractors = ['majja', 'majast', 'mmaja'];
    (pack.reading[0]!.data as Record<string, unknown>).content = 'Minu õde ellab siin.';
    const book = pack.books[0]!.data as { titleEt: string; segments: { estonianContent: string }[] };
    book.titleEt = 'Järw';
    book.segments[3]!.estonianContent = 'Järv oli ilus ja sügaf.';
    expect([...check(pack).unknown.keys()].sort()).toEqual(['Järw', 'ellab', 'mmaja', 'sügaf']);
  });

  it('checks only the quoted Estonian of an English question, and Estonian questions whole', () => {
    const pack = fixturePack();
    const t = pack.reading[0]!.data as { readingQuestions: Record<string, unknown>[] };
    t.readingQuestions[0]!.question = 'What does "kodus" mean in "Ta on kodus"?';
    t.readingQuestions[1]!.question = 'Father eats porridge.';
    t.readingQuestions[2]!.question = 'Kus elab õde?';
    t.readingQuestions[2]!.correctAnswer = ['suures majjas'];
    expect([...check(pack).unknown.keys()]).toEqual(['majjas']);
    t.readingQuestions[0]!.question = 'What does "kodos" mean?';
    expect([...check(pack).unknown.keys()]).toEqual(['kodos', 'majjas']);
  });

  it('accepts an allowlisted token, also capitalised at a sentence start, and counts it', () => {
    const pack = fixturePack();
    (pack.reading[0]!.data as Record<string, unknown>).title = 'Kertu ja esmaspäev';
    (pack.reading[0]!.data as Record<string, unknown>).content = 'Esmaspäev on hea. Kertu on kodus.';
    const r = check(pack, { 'reading.txt': 'Kertu  # name\nesmaspäev  # missing from dictionary-et\n' });
    expect([...r.unknown.keys()]).toEqual([]);
    expect(Object.fromEntries(r.allowlisted)).toEqual({ Kertu: 2, esmaspäev: 1, Esmaspäev: 1 });
    expect(r.unusedAllowlist).toEqual([]);
  });

  it('reports allowlist entries nothing needs', () => {
    const r = check(fixturePack(), {
      'x.txt': 'maja  # a word hunspell knows\nKertu  # a name no text uses\n',
    });
    expect(r.unusedAllowlist.map((e) => e.token)).toEqual(['maja', 'Kertu']);
  });
});

describe('allowlist format', () => {
  it('reads `token  # reason` lines and skips comments and blank lines', () => {
    const a = parseAllowlists({ 'books.txt': '# Names in the books\n\nTõll  # Suur Tõll, a giant\n' });
    expect([...a.entries.values()]).toEqual([
      { token: 'Tõll', reason: 'Suur Tõll, a giant', source: 'books.txt:3' },
    ]);
    expect(a.problems).toEqual([]);
  });

  it('fails a line without a reason', () => {
    expect(parseAllowlists({ 'a.txt': 'Tõll\nPiret  #  \n' }).problems).toEqual([
      'a.txt:1: "Tõll" needs a reason (token  # reason)',
      'a.txt:2: "Piret" needs a reason (token  # reason)',
    ]);
  });

  it('fails an entry that is not one token, or is listed twice', () => {
    expect(
      parseAllowlists({ 'a.txt': 'Suur Tõll  # name\n', 'b.txt': 'Ants  # name\nAnts  # again\n' }).problems,
    ).toEqual([
      'a.txt:1: "Suur Tõll" is not a single word token',
      'b.txt:2: "Ants" is already listed at b.txt:1',
    ]);
  });

  it('the real allowlist files parse', () => {
    expect(readAllowlists(SPELLING_ALLOWLIST_DIR).entries.length).toBeGreaterThan(0);
  });
});
