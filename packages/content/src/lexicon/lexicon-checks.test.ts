import { describe, expect, it } from 'vitest';
import { readPack } from '../pack/pack.ts';
import { fixturePack } from '../pack/pack-fixture.ts';
import { formatProblem } from '../pack/problem.ts';
import { parseAllowlists } from '../spelling/allowlist.ts';
import { createSpeller } from '../spelling/speller.ts';
import { checkCards, checkCasePractice, paradigmsByLemma } from './card-checks.ts';
import { checkLexicon, lexiconReport, readFormsAllowlist } from './check-lexicon.ts';
import { spellForms } from './form-spelling.ts';

const TIMEOUT = 120_000;

describe('the strict speller', () => {
  it(
    'refuses a compound-only "word" the lenient one accepts, and knows generated forms',
    async () => {
      const strict = await createSpeller({ strict: true });
      const lenient = await createSpeller();
      try {
        expect(lenient.correct('raamatutt')).toBe(true);
        expect(strict.correct('raamatutt')).toBe(false);
        const words = new Map([
          ['jõkke', 'jõgi'],
          ['raamatutt', 'raamat'],
          ['Keeleradale', 'Keelerada'],
        ]);
        const result = spellForms(
          words,
          strict,
          lenient,
          parseAllowlists({ 'a.txt': 'Keeleradale  # the app name\nxyz  # no longer needed' }),
        );
        expect([...result.unknown]).toEqual([['raamatutt', 'raamat']]);
        expect([...result.lenientOnly]).toEqual(['raamatutt']);
        expect([...result.allowlisted]).toEqual(['Keeleradale']);
        expect(result.unused).toEqual(['a.txt:2: xyz']);
      } finally {
        strict.dispose();
        lenient.dispose();
      }
    },
    TIMEOUT,
  );
});

describe('cards and case practice against the paradigms', () => {
  const lemmas = [
    {
      lemma: 'maja',
      wordType: 'NOUN' as const,
      translation: 'house',
      principalForms: 'maja;maja;maja;majade;maju;majja',
    },
    {
      lemma: 'Tartu',
      wordType: 'NOUN' as const,
      translation: 'Tartu',
      principalForms: 'Tartu;Tartu;Tartut;;;Tartu',
    },
  ];
  const paradigms = paradigmsByLemma(lemmas, {});

  it('resolves a card whose form is its labelled case and reports one that is not', () => {
    const pack = fixturePack();
    expect(checkCards(pack, paradigms)).toMatchObject({ checked: 1, resolved: 1, mismatches: [] });
    pack.vocabulary[0]!.rows[0]!.cells[8] = 'ELATIVE';
    const result = checkCards(pack, paradigms);
    expect(result.mismatches.map(formatProblem)).toEqual([
      'vocabulary/A11.csv line 2 form: "majas" is not the ELATIVE SINGULAR of maja (it is INESSIVE SINGULAR)',
    ]);
    expect(checkCards(pack, new Map())).toMatchObject({ missingLemma: 1, missingLemmas: ['maja'] });
  });

  it('reports a case-practice distractor that is itself a form of the asked case (the Tartu problem)', () => {
    const item = (correctAnswer: string, distractors: string[]) => ({
      type: 'CASE_PRACTICE',
      targetWord: 'Tartu',
      correctCase: 'ILLATIVE',
      correctAnswer,
      distractors,
    });
    const pack = {
      ...fixturePack(),
      grammar: [
        {
          file: 'grammar/case-practice.A11.json',
          data: [item('Tartusse', ['Tartu', 'Tartus', 'Tartust']), item('Tartus', [])],
        },
      ],
    };
    expect(checkCasePractice(pack, paradigms).problems.map(formatProblem)).toEqual([
      'grammar/case-practice.A11.json [0].distractors: "Tartu" is itself a ILLATIVE form of Tartu: a right answer',
      'grammar/case-practice.A11.json [1].correctAnswer: "Tartus" is not a ILLATIVE form of Tartu',
    ]);
  });
});

describe('the real pack', () => {
  it(
    'every generated form is a word, every card and case-practice item fits its paradigm',
    async () => {
      const check = await checkLexicon(readPack(), readFormsAllowlist());
      console.log('lexicon checks:', JSON.stringify(lexiconReport(check)));
      const unknown = [...check.spelling.unknown].map(([form, lemma]) => `${form} (${lemma})`);
      expect(
        unknown,
        'generated forms the strict dictionary refuses: fix the principal forms or allowlist them',
      ).toEqual([]);
      expect(check.spelling.unused, 'allowlist entries no form needs').toEqual([]);
      expect(check.allowlistProblems).toEqual([]);
      expect(check.cards.mismatches.map(formatProblem)).toEqual([]);
      expect(check.casePractice.problems.map(formatProblem)).toEqual([]);
    },
    TIMEOUT,
  );
});
