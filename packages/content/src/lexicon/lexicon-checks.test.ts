import { describe, expect, it } from 'vitest';
import { readPack } from '../pack/pack.ts';
import { cardCells, fixtureCard, fixturePack } from '../pack/pack-fixture.ts';
import { formatProblem } from '../pack/problem.ts';
import { parseAllowlists } from '../spelling/allowlist.ts';
import { createSpeller } from '../spelling/speller.ts';
import {
  checkCardHeadwords,
  checkCards,
  checkCasePractice,
  checkVerbConjugation,
  paradigmsByLemma,
} from './card-checks.ts';
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
      'vocabulary/A11.csv line 2 form: "majas" is the inessive singular of maja, not the elative singular: that is majast',
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
      'grammar/case-practice.A11.json [0].distractors: "Tartu" is itself an illative form of Tartu, a right answer: choose a distractor that is wrong here',
      'grammar/case-practice.A11.json [1].correctAnswer: "Tartus" is the inessive singular of Tartu, not the illative: that is Tartu or Tartusse',
    ]);
  });

  it("reports a verb-conjugation answer that is not the target form in the subject's person", () => {
    const verbs = paradigmsByLemma(
      [
        {
          lemma: 'elama',
          wordType: 'VERB' as const,
          translation: 'to live',
          principalForms: 'elama;elada;elan;elas;elanud;elatud;elatakse',
        },
      ],
      {},
    );
    const item = (subject: string, targetForm: string, verbCorrectAnswer: string) => ({
      type: 'VERB_CONJUGATION',
      verb: 'elama',
      subject,
      targetForm,
      verbCorrectAnswer,
    });
    const pack = {
      ...fixturePack(),
      grammar: [
        {
          file: 'grammar/verb-conjugation.A0.json',
          data: [
            item('mina', 'PRESENT', 'elan'),
            item('sina', 'PRESENT', 'elan'),
            item('tema', 'PAST', 'elab'),
          ],
        },
      ],
    };
    const result = checkVerbConjugation(pack, verbs);
    expect(result.checked).toBe(3);
    expect(result.problems.map(formatProblem)).toEqual([
      'grammar/verb-conjugation.A0.json [1].verbCorrectAnswer: "elan" is not a present form of elama for sina (2sg): that is elad',
      'grammar/verb-conjugation.A0.json [2].verbCorrectAnswer: "elab" is not a past form of elama: for tema (3sg) it is elas',
    ]);
  });
});

describe('every card headword has a lexicon row (tap-to-translate reads it)', () => {
  const card = (word: string, wordType: string, level = 'A0') => ({
    line: 2,
    cells: cardCells({ ...fixtureCard(), word, wordType, level, form: word, caseForm: '' }),
  });
  const pack = () => {
    const p = fixturePack();
    p.vocabulary[0]!.rows = [
      card('maja', 'NOUN'),
      card('täna', 'ADVERB'),
      card('või', 'CONJUNCTION'),
      card('valmis', 'ADJECTIVE'),
      card('valmis', 'ADVERB'),
      card('kool', 'NOUN', 'A11'),
    ];
    return p;
  };
  const lemmas = [
    {
      lemma: 'maja',
      wordType: 'NOUN' as const,
      translation: 'house',
      principalForms: 'maja;maja;maja;majade;maju;majja',
    },
    {
      lemma: 'või',
      wordType: 'NOUN' as const,
      translation: 'butter',
      principalForms: 'või;või;võid;võide;võisid;',
    },
    { lemma: 'valmis', wordType: 'ADJECTIVE' as const, translation: 'ready', principalForms: '' },
  ];
  const explicit = { valmis: { singular: { NOMINATIVE: 'valmis' } } };

  it('reports an invariable card without an invariable row (a homograph that inflects does not do) and an inflecting card without a row', () => {
    const result = checkCardHeadwords(pack(), { lemmas, explicit });
    expect(result.checked).toBe(6);
    expect(result.missing.map(formatProblem)).toEqual([
      'vocabulary/A11.csv line 2 word: "täna" (ADVERB) has no invariable lexicon row: add `täna,ADVERB,<gloss>,` to lexicon/A0.csv',
      'vocabulary/A11.csv line 2 word: "või" (CONJUNCTION) has no invariable lexicon row (only a homograph that inflects: NOUN "butter"): add `või,CONJUNCTION,<gloss>,` to lexicon/A0.csv',
      'vocabulary/A11.csv line 2 word: "kool" (NOUN) has no lexicon row with principal forms: add one to lexicon/A11.csv',
    ]);
  });

  it('is satisfied by invariable rows, and by a word that does not decline (valmis) for either type', () => {
    const more = [
      ...lemmas,
      { lemma: 'täna', wordType: 'ADVERB' as const, translation: 'today', principalForms: '' },
      { lemma: 'või', wordType: 'CONJUNCTION' as const, translation: 'or', principalForms: '' },
      {
        lemma: 'kool',
        wordType: 'NOUN' as const,
        translation: 'school',
        principalForms: 'kool;kooli;kooli;koolide;koole;kooli',
      },
    ];
    expect(checkCardHeadwords(pack(), { lemmas: more, explicit }).missing).toEqual([]);
  });
});

describe('comparison items and multi-word numerals', () => {
  const lemmas = [
    {
      lemma: 'suur',
      wordType: 'ADJECTIVE' as const,
      translation: 'big',
      principalForms: 'suur;suure;suurt;suurte;suuri;',
    },
    {
      lemma: 'kakskümmend',
      wordType: 'NUMERAL' as const,
      translation: 'twenty',
      principalForms: 'kakskümmend;kahekümne;kahtkümmend;kahekümnete;kahtekümneid;',
    },
    {
      lemma: 'neli',
      wordType: 'NUMERAL' as const,
      translation: 'four',
      principalForms: 'neli;nelja;nelja;nelja;nelju;',
    },
    {
      lemma: 'neljas',
      wordType: 'NUMERAL' as const,
      translation: 'fourth',
      principalForms: 'neljas;neljanda;neljandat;neljandate;neljandaid;',
    },
  ];
  const paradigms = paradigmsByLemma(lemmas, {});
  const check = (data: Record<string, unknown>[]) =>
    checkCasePractice(
      { ...fixturePack(), grammar: [{ file: 'grammar/case-practice.A21.json', data }] },
      paradigms,
    );
  const item = (
    tags: string[],
    sentence: string,
    correctCase: string,
    correctAnswer: string,
    distractors: string[],
  ) => ({
    type: 'CASE_PRACTICE',
    tags: ['comparison', ...tags],
    sentence,
    targetWord: 'suur',
    correctCase,
    correctAnswer,
    distractors,
  });

  it('checks the comparative and the superlative, synthetic or after kõige', () => {
    const result = check([
      item(['comparative'], 'Tallinn on _____ kui Tartu.', 'NOMINATIVE', 'suurem', [
        'suur',
        'suurim',
        'suurema',
      ]),
      item(['superlative'], 'Tallinn on kõige _____ linn.', 'NOMINATIVE', 'suurem', ['suurim', 'suur']),
      item(['superlative'], 'See on aasta _____ päev.', 'NOMINATIVE', 'suurim', ['suurem']),
      item(['comparative'], 'Ta ostis _____ kohvri.', 'GENITIVE', 'suurema', ['suurem', 'suuremat']),
      item(['comparative'], 'Tallinn on _____ kui Tartu.', 'NOMINATIVE', 'suur', []),
      item(['superlative'], 'Tallinn on kõige _____ linn.', 'NOMINATIVE', 'suurim', []),
      item(['comparative'], 'Need on _____ kui need.', 'NOMINATIVE', 'suuremad', ['suuremad']),
      item(['comparison'], 'See on _____.', 'NOMINATIVE', 'suurem', []),
    ]);
    expect(result.checked).toBe(7);
    expect(result.problems.map(formatProblem)).toEqual([
      'grammar/case-practice.A21.json [4].correctAnswer: "suur" is not a comparative form of suur: the comparative nominative is suurem or suuremad',
      'grammar/case-practice.A21.json [5].correctAnswer: "suurim" is not a superlative form of suur: the superlative nominative is suurem or suuremad',
      'grammar/case-practice.A21.json [6].distractors: "suuremad" is itself a comparative nominative form of suur, a right answer: choose a distractor that is wrong here',
    ]);
    expect(result.degreeForms).toBe(1);
    expect(result.degreeFormsUnchecked.map(formatProblem)).toEqual([
      'grammar/case-practice.A21.json [7].tags: a comparison item without a "comparative" or "superlative" tag: its degree is unknown',
    ]);
  });

  it('checks a multi-word ordinal (first parts in the genitive) and a cardinal (every part inflects)', () => {
    const numeral = (targetWord: string, correctAnswer: string, distractors: string[]) => ({
      type: 'CASE_PRACTICE',
      tags: ['numerals'],
      sentence: 'Jaanipäev on _____ juunil.',
      targetWord,
      correctCase: 'ADESSIVE',
      correctAnswer,
      distractors,
    });
    const result = check([
      numeral('kahekümne neljas', 'kahekümne neljandal', ['kahekümne neljas', 'kahekümne neljandas']),
      numeral('kahekümne neljas', 'kahekümnel neljandal', []),
      numeral('kakskümmend neli', 'kahekümnel neljal', ['kahekümne neljal']),
      numeral('kahekümne neljas', 'kahekümne neljandat', ['kahekümne neljandal']),
      numeral('kolmekümne neljas', 'kolmekümne neljandal', []),
    ]);
    expect(result).toMatchObject({ checked: 5, missingLemma: 1 });
    expect(result.problems.map(formatProblem)).toEqual([
      'grammar/case-practice.A21.json [1].correctAnswer: "kahekümnel neljandal" is not a form of kahekümne neljas: the adessive is kahekümne neljandal or kahekümne neljandatel',
      'grammar/case-practice.A21.json [3].correctAnswer: "kahekümne neljandat" is the partitive singular of kahekümne neljas, not the adessive: that is kahekümne neljandal or kahekümne neljandatel',
    ]);
  });
});

describe('the real pack', () => {
  it(
    'every generated form is a word, every card, case-practice and verb-conjugation item fits its paradigm',
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
      expect(
        check.headwords.missing.map(formatProblem),
        'card headwords a learner taps in a text without a lexicon row',
      ).toEqual([]);
      expect(check.headwords.checked).toBeGreaterThan(2000);
      expect(check.casePractice.problems.map(formatProblem)).toEqual([]);
      expect(check.verbConjugation.problems.map(formatProblem)).toEqual([]);
      expect(check.verbConjugation.missingLemma).toBe(0);
      expect(check.verbConjugation.checked).toBeGreaterThan(100);
      expect(check.casePractice.degreeFormsUnchecked.map(formatProblem)).toEqual([]);
      expect(check.casePractice.missingLemma, 'case-practice targets without a lexicon word').toBe(0);
    },
    TIMEOUT,
  );
});
