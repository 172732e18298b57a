import { describe, expect, it } from 'vitest';
import { checkCompleteness } from './completeness.ts';
import { countPack } from './count.ts';
import type { ContentPack } from './pack.ts';
import { readPack } from './pack.ts';
import { cardCells, fixtureCard, fixturePack } from './pack-fixture.ts';
import { formatProblem } from './problem.ts';
import { validatePack } from './validate.ts';

describe('the real content pack (data/)', () => {
  const pack = readPack();

  it('has no problems in any file', () => {
    expect(validatePack(pack).map(formatProblem)).toEqual([]);
  });

  it('meets every minimum and covers every case, verb form, person, error type and question type', () => {
    expect(checkCompleteness(countPack(pack)).map(formatProblem)).toEqual([]);
  });
});

// ── Each rule catches its error ────────────────────────────────────────────────────────────────────────────────

type Edit = (pack: ContentPack) => void;

/** The problems of the fixture pack after an edit, as text. */
function problemsAfter(edit: Edit): string[] {
  const pack = fixturePack();
  edit(pack);
  return validatePack(pack).map(formatProblem);
}

const card = (pack: ContentPack) => pack.vocabulary[0]!;
const setCard =
  (changes: Record<string, string>): Edit =>
  (pack) => {
    card(pack).rows[0]!.cells = cardCells({ ...fixtureCard(), ...changes });
  };
const grammar = (pack: ContentPack, prefix: string) => {
  const f = pack.grammar.find((g) => g.file.startsWith(`grammar/${prefix}.`))!;
  return (f.data as Record<string, unknown>[])[0]!;
};
const setExercise =
  (prefix: string, changes: Record<string, unknown>): Edit =>
  (pack) => {
    Object.assign(grammar(pack, prefix), changes);
  };
const reading = (pack: ContentPack) => pack.reading[0]!.data as Record<string, any>;
const book = (pack: ContentPack) => pack.books[0]!.data as Record<string, any>;

it('the fixture pack itself is valid', () => {
  expect(problemsAfter(() => {})).toEqual([]);
});

describe('vocabulary card rules', () => {
  it.each<[string, Edit, RegExp]>([
    [
      'context without a gap',
      setCard({ practiceContext: 'Ma elan suures majas.' }),
      /practiceContext: must contain the gap ___/,
    ],
    [
      'context with two gaps',
      setCard({ practiceContext: 'Ma ___ suures ___.' }),
      /exactly one gap ___, found 2/,
    ],
    [
      'gap of the wrong length',
      setCard({ practiceContext: 'Ma elan suures _____.' }),
      /practiceContext: has a gap of 5 underscores; write it as ___/,
    ],
    ['gap glued to a word', setCard({ practiceContext: 'Ma elan suures ___ga.' }), /glued to the word after/],
    [
      'form that does not fill a sentence',
      setCard({ practiceContext: 'Ma elan suures ___' }),
      /form: filled in, the sentence must end/,
    ],
    [
      'lower-case form opening the sentence',
      setCard({ practiceContext: '___ on suur.', form: 'maja', caseForm: 'NOMINATIVE' }),
      /must be capitalised/,
    ],
    ['capitalised form mid-sentence', setCard({ form: 'Majas' }), /capitalised in the middle/],
    ['form with punctuation', setCard({ form: 'majas.' }), /begin and end with a letter/],
    ['unknown word type', setCard({ wordType: 'THING' }), /line 2 wordType: /],
    ['unknown case', setCard({ caseForm: 'LOCATIVE' }), /line 2 caseForm: /],
    [
      'unknown verb form',
      setCard({ wordType: 'VERB', word: 'elama', caseForm: '', verbForm: 'GERUND' }),
      /line 2 verbForm: /,
    ],
    ['unknown level', setCard({ level: 'A3' }), /line 2 level: /],
    ['level other than the file', setCard({ level: 'A12' }), /level: is A12 in the A11 file/],
    ['rank below 1', setCard({ frequencyRank: '0' }), /frequencyRank: must be a whole number/],
    [
      'verb without a verb form',
      setCard({ wordType: 'VERB', word: 'elama', caseForm: '' }),
      /verbForm: a verb card names/,
    ],
    [
      'verb not in the ma-infinitive',
      setCard({ wordType: 'VERB', word: 'elada', caseForm: '', verbForm: 'PRESENT' }),
      /ma-infinitive/,
    ],
    ['noun without a case', setCard({ caseForm: '' }), /caseForm: a noun card names/],
    ['case on an adverb', setCard({ wordType: 'ADVERB' }), /caseForm: must be empty for a ADVERB/],
    [
      'case on a verb',
      setCard({ wordType: 'VERB', word: 'elama', caseForm: 'ILLATIVE', verbForm: 'PRESENT' }),
      /caseForm: must be empty for a VERB/,
    ],
    ['verb form on a noun', setCard({ verbForm: 'PAST' }), /verbForm: must be empty for a NOUN/],
    [
      'context too long for the level',
      setCard({ practiceContext: 'Ma elan koos oma pere ja koeraga väga suures ja ilusas ___.' }),
      /has 12 words; A11 contexts have 4–10/,
    ],
    ['context too short', setCard({ practiceContext: 'Elan ___.' }), /has 2 words/],
    ['empty translation', setCard({ translation: '' }), /translation: must not be empty/],
  ])('%s', (_name, edit, expected) => {
    expect(problemsAfter(edit)).toContainEqual(expect.stringMatching(expected));
  });

  it('duplicate cards across files', () => {
    const problems = problemsAfter((pack) => {
      pack.vocabulary.push({
        ...card(pack),
        file: 'vocabulary/A12.csv',
        rows: [{ line: 7, cells: cardCells({ ...fixtureCard(), level: 'A12' }) }],
      });
    });
    expect(problems).toEqual([
      'vocabulary/A12.csv line 7: duplicates the card at vocabulary/A11.csv line 2 (same word, form and context)',
    ]);
  });

  it('a header other than the import template', () => {
    const problems = problemsAfter((pack) => {
      card(pack).header = ['word', 'type', 'translation'];
    });
    expect(problems).toEqual([expect.stringMatching(/line 1: the header must be exactly word,wordType,/)]);
  });

  it('an optional number column holding SINGULAR, PLURAL or nothing', () => {
    const withNumber = (value: string) =>
      problemsAfter((pack) => {
        card(pack).header.push('number');
        card(pack).rows[0]!.cells.push(value);
      });
    expect(withNumber('PLURAL')).toEqual([]);
    expect(withNumber('')).toEqual([]);
    expect(withNumber('DUAL')).toEqual([
      'vocabulary/A11.csv line 2 number: must be SINGULAR, PLURAL or empty (= SINGULAR)',
    ]);
  });

  it('an optional alternatives column after number: other answers that fill the gap, separated by |', () => {
    const withAlternatives = (value: string) =>
      problemsAfter((pack) => {
        card(pack).header.push('number', 'alternatives');
        card(pack).rows[0]!.cells.push('', value);
      });
    expect(withAlternatives('')).toEqual([]);
    expect(withAlternatives('korteris|hoones')).toEqual([]);
    expect(withAlternatives('korteris|majas')).toEqual([
      'vocabulary/A11.csv line 2 alternatives: Also accepted: "majas" is the card\'s form itself; list only other answers.',
    ]);
    expect(withAlternatives('korteris| korteris ')).toEqual([
      'vocabulary/A11.csv line 2 alternatives: Also accepted: "korteris" is listed twice; list each answer once.',
    ]);
    expect(withAlternatives('korteris.')).toEqual([
      'vocabulary/A11.csv line 2 alternatives: "korteris." must begin and end with a letter or digit',
    ]);
  });

  it('the alternatives column only after number', () => {
    const problems = problemsAfter((pack) => {
      card(pack).header.push('alternatives');
      card(pack).rows[0]!.cells.push('korteris');
    });
    expect(problems).toEqual([expect.stringMatching(/line 1: the header must be exactly word,wordType,/)]);
  });

  it('a row with too many cells', () => {
    const problems = problemsAfter((pack) => {
      card(pack).rows[0]!.cells.push('extra');
    });
    expect(problems).toEqual([
      'vocabulary/A11.csv line 2: has 12 cells, the header has 11 (quote cells holding commas)',
    ]);
  });

  it('a file not named for a level', () => {
    expect(problemsAfter((pack) => (card(pack).file = 'vocabulary/extra.csv'))).toContainEqual(
      expect.stringMatching(/extra.csv: the file name must be <LEVEL>.csv/),
    );
  });
});

describe('grammar exercise rules', () => {
  it.each<[string, Edit, RegExp]>([
    [
      'case practice with 2 distractors',
      setExercise('case-practice', { distractors: ['majja', 'majast'] }),
      /distractors: must be exactly 3, found 2/,
    ],
    [
      'case practice with 4 distractors',
      setExercise('case-practice', { distractors: ['majja', 'majast', 'maja', 'majad'] }),
      /must be exactly 3, found 4/,
    ],
    [
      'repeated distractors',
      setExercise('case-practice', { distractors: ['majja', 'majja', 'maja'] }),
      /must be 3 different forms/,
    ],
    [
      'a distractor equal to the answer',
      setExercise('case-practice', { distractors: ['majja', 'Majas', 'maja'] }),
      /must not include the answer "majas"/,
    ],
    [
      'case sentence without a gap',
      setExercise('case-practice', { sentence: 'Ma elan suures majas.' }),
      /sentence: must contain the gap _____/,
    ],
    [
      'case sentence with a card gap',
      setExercise('case-practice', { sentence: 'Ma elan suures ___.' }),
      /has a gap of 3 underscores; write it as _____/,
    ],
    [
      'case sentence with two gaps',
      setExercise('case-practice', { sentence: 'Ma _____ suures _____.' }),
      /exactly one gap _____, found 2/,
    ],
    ['unknown case', setExercise('case-practice', { correctCase: 'LOCATIVE' }), /\[0\].correctCase: /],
    [
      'missing explanation',
      setExercise('case-practice', { explanation: ' ' }),
      /explanation: must not be empty/,
    ],
    ['a misspelled field name', setExercise('case-practice', { targetWorld: 'maja' }), /targetWorld/],
    ['unknown verb form', setExercise('verb-conjugation', { targetForm: 'GERUND' }), /targetForm: /],
    [
      'verb not in the ma-infinitive',
      setExercise('verb-conjugation', { verb: 'lugeda' }),
      /verb: must be the ma-infinitive/,
    ],
    [
      'verb context without a gap',
      setExercise('verb-conjugation', { context: 'Täna ma loen.' }),
      /context: must contain the gap/,
    ],
    [
      'order that is not a permutation',
      setExercise('sentence-construction', { correctOrders: [['ma', 'lähen', 'koju']] }),
      /correctOrders\[0\]: does not use exactly the given words/,
    ],
    [
      'order with a changed word',
      setExercise('sentence-construction', { correctOrders: [['ma', 'läksin', 'täna', 'koju']] }),
      /does not use exactly the given words/,
    ],
    [
      'orders given as indexes',
      setExercise('sentence-construction', { correctOrders: [[2, 0, 3, 1]] }),
      /correctOrders\[0\]\[0\]/,
    ],
    [
      'the same order twice',
      setExercise('sentence-construction', {
        correctOrders: [
          ['ma', 'lähen', 'täna', 'koju'],
          ['ma', 'lähen', 'täna', 'koju'],
        ],
      }),
      /repeats an earlier order/,
    ],
    [
      'words not shuffled',
      setExercise('sentence-construction', { words: ['ma', 'lähen', 'täna', 'koju'] }),
      /words: must be shuffled/,
    ],
    [
      'words with punctuation',
      setExercise('sentence-construction', { words: ['lähen', 'koju.', 'ma', 'täna'] }),
      /words\[1\]: a word has no spaces or punctuation/,
    ],
    [
      'incorrect sentence equal to the correct one',
      setExercise('error-correction', { incorrectSentence: 'Ma elan Tallinnas.' }),
      /correctSentence: must differ/,
    ],
    [
      'error position past the end',
      setExercise('error-correction', {
        errors: [{ position: 3, type: 'case_error', correction: 'Tallinnas' }],
      }),
      /position: is past the last word/,
    ],
    [
      'correction equal to the wrong word',
      setExercise('error-correction', { errors: [{ position: 1, type: 'case_error', correction: 'elan' }] }),
      /equals the word it corrects/,
    ],
    [
      'correction not in the correct sentence',
      setExercise('error-correction', {
        errors: [{ position: 2, type: 'case_error', correction: 'Tallinna' }],
      }),
      /does not occur in the correct sentence/,
    ],
    [
      'unknown error type',
      setExercise('error-correction', {
        errors: [{ position: 2, type: 'grammar', correction: 'Tallinnas' }],
      }),
      /errors\[0\].type: /,
    ],
    [
      'two errors at A1.1',
      setExercise('error-correction', {
        errors: [
          { position: 2, type: 'case_error', correction: 'Tallinnas' },
          { position: 0, type: 'spelling', correction: 'Ma' },
        ],
      }),
      /exactly one error, found 2/,
    ],
    [
      'a case alternative equal to the answer',
      setExercise('case-practice', { alternatives: ['Majas'] }),
      /alternatives: accepted answers must all differ; "Majas" is listed twice/,
    ],
    [
      'a case alternative that is a distractor',
      setExercise('case-practice', { alternatives: ['majja'] }),
      /alternatives\[0\]: "majja" is also a distractor/,
    ],
    [
      'a verb translation with parentheses of its own (the task shows it in parentheses)',
      setExercise('verb-conjugation', { verbTranslation: 'to get (aru saama = to understand)' }),
      /verbTranslation: must not contain parentheses/,
    ],
    [
      'an INFINITIVE item without a tag naming its infinite form (the task would say only "infinitive")',
      setExercise('verb-conjugation', { targetForm: 'INFINITIVE', tags: ['infinitive'] }),
      /tags: an INFINITIVE item names its form with one of the tags mas-form/,
    ],
    [
      'a verb alternative with a final full stop',
      setExercise('verb-conjugation', { alternatives: ['loen.'] }),
      /alternatives\[0\]: an accepted answer begins and ends with a letter or digit/,
    ],
    [
      'an error-correction alternative repeating the key but for punctuation',
      setExercise('error-correction', { alternatives: ['Ma elan Tallinnas!'] }),
      /alternatives: accepted answers must all differ/,
    ],
    [
      'an error-correction alternative that is the incorrect sentence',
      setExercise('error-correction', { alternatives: ['Ma elan Tallinn.'] }),
      /alternatives: must not accept the incorrect sentence/,
    ],
    [
      'a translation alternative without a capital letter',
      setExercise('translation', { alternatives: ['lähen poodi.'] }),
      /alternatives\[0\]: must begin with a capital letter/,
    ],
    ['an unknown translation direction', setExercise('translation', { direction: 'ET_DE' }), /direction: /],
    ['four translation hints', setExercise('translation', { hints: ['a', 'b', 'c', 'd'] }), /hints: /],
    ['no translation hints', setExercise('translation', { hints: [] }), /hints: /],
    ['unknown difficulty', setExercise('translation', { difficulty: 'EASY' }), /difficulty: /],
    [
      'an exercise in the file of another type',
      setExercise('translation', { type: 'CASE_PRACTICE' }),
      /type: is CASE_PRACTICE in a TRANSLATION file/,
    ],
    [
      'an exercise in the file of another level',
      setExercise('translation', { level: 'A0' }),
      /level: is A0 in the A11 file/,
    ],
  ])('%s', (_name, edit, expected) => {
    expect(problemsAfter(edit)).toContainEqual(expect.stringMatching(expected));
  });

  it('the same exercise twice across files', () => {
    const problems = problemsAfter((pack) => {
      pack.grammar.push({
        file: 'grammar/case-practice.A12.json',
        data: [{ ...grammar(pack, 'case-practice'), level: 'A12' }],
      });
    });
    expect(problems).toEqual([
      'grammar/case-practice.A12.json [0]: duplicates the exercise at grammar/case-practice.A11.json [0] (same type and main text)',
    ]);
  });

  it('a further file of a type and level, named for its topic', () => {
    const item = (pack: Parameters<Edit>[0]) => ({
      ...grammar(pack, 'case-practice'),
      sentence: 'Ma elan _____.',
    });
    expect(
      problemsAfter((pack) => {
        pack.grammar.push({ file: 'grammar/case-practice.A11.plural-cases.json', data: [item(pack)] });
      }),
    ).toEqual([]);
    expect(
      problemsAfter((pack) => {
        pack.grammar.push({ file: 'grammar/case-practice.A11.Plural_Cases.json', data: [item(pack)] });
      }),
    ).toContainEqual(
      expect.stringMatching(/the file name must be <type>.<LEVEL>.json or <type>.<LEVEL>.<topic>.json/),
    );
  });

  it('a file that does not hold a list', () => {
    expect(problemsAfter((pack) => (pack.grammar[0]!.data = {}))).toContainEqual(
      expect.stringMatching(/must hold a JSON array/),
    );
  });
});

describe('reading text rules', () => {
  const edit =
    (fn: (t: Record<string, any>) => void): Edit =>
    (pack) =>
      fn(reading(pack));
  it.each<[string, Edit, RegExp]>([
    ['2 questions', edit((t) => t.readingQuestions.splice(2)), /readingQuestions: /],
    [
      '6 questions',
      edit((t) => t.readingQuestions.push(...t.readingQuestions.slice(0, 2))),
      /readingQuestions: /,
    ],
    [
      'a short answer with the same key twice',
      edit((t) => {
        const q = t.readingQuestions.find((x: { questionType: string }) => x.questionType === 'SHORT_ANSWER');
        q.correctAnswer = ['red', 'Red.'];
      }),
      /correctAnswer: accepted answers must all differ/,
    ],
    ['4 target words', edit((t) => t.targetWords.splice(4)), /targetWords: /],
    [
      '11 target words',
      edit((t) =>
        t.targetWords.push(
          ...Array.from({ length: 6 }, (_, i) => ({ word: `sõna${i}`, translation: 'x', wordType: 'NOUN' })),
        ),
      ),
      /targetWords: /,
    ],
    ['a target word twice', edit((t) => (t.targetWords[1].word = 'õde')), /targetWords: lists a word twice/],
    [
      'a target word type outside the enum',
      edit((t) => (t.targetWords[0].wordType = 'THING')),
      /targetWords\[0\].wordType: /,
    ],
    [
      'a multiple-choice answer not among the options',
      edit((t) => (t.readingQuestions[0].correctAnswer = ['in a tent'])),
      /readingQuestions\[0\].correctAnswer: must be among the options/,
    ],
    [
      'a true/false answer not among the options',
      edit((t) => (t.readingQuestions[1].correctAnswer = ['Yes'])),
      /readingQuestions\[1\].correctAnswer: must be among the options/,
    ],
    [
      'true/false options other than True, False',
      edit((t) => (t.readingQuestions[1].options = ['Yes', 'No'])),
      /options: must be \["True", "False"\]/,
    ],
    [
      'a multiple-choice question without an answer',
      edit((t) => (t.readingQuestions[0].correctAnswer = [])),
      /needs a correct answer/,
    ],
    [
      'a short-answer question with options',
      edit((t) => (t.readingQuestions[2].options = ['a'])),
      /short-answer question has no options/,
    ],
    [
      'a vocabulary question about a word that is not a target word',
      edit((t) => (t.readingQuestions[3].targetWordText = 'vend')),
      /"vend" is not one of the target words/,
    ],
    [
      'an unknown question type',
      edit((t) => (t.readingQuestions[0].questionType = 'ESSAY')),
      /questionType: /,
    ],
    [
      'a question without an explanation',
      edit((t) => delete t.readingQuestions[0].explanation),
      /explanation: /,
    ],
    [
      'too few words for the level',
      edit((t) => (t.content = 'Minu õde elab suures majas.')),
      /content: has 5 words; A0 texts have 80–120/,
    ],
    [
      'a difficulty that does not fit the level',
      edit((t) => (t.difficulty = 'ADVANCED')),
      /difficulty: must be BEGINNER for A0/,
    ],
    ['a level other than the folder', edit((t) => (t.level = 'A11')), /level: is A11 in the A0 folder/],
  ])('%s', (_name, e, expected) => {
    expect(problemsAfter(e)).toContainEqual(expect.stringMatching(expected));
  });
});

describe('book rules', () => {
  it.each<[string, Edit, RegExp]>([
    ['39 segments', (pack) => book(pack).segments.pop(), /books\/jarv.json segments: /],
    [
      'no chapter header',
      (pack) => (book(pack).segments[0].segmentType = 'content'),
      /needs chapter headers/,
    ],
    [
      'an unknown segment type',
      (pack) => (book(pack).segments[1].segmentType = 'paragraph'),
      /segments\[1\].segmentType: /,
    ],
    [
      'an empty English segment',
      (pack) => (book(pack).segments[1].englishContent = ''),
      /segments\[1\].englishContent: must not be empty/,
    ],
    ['a level below A2', (pack) => (book(pack).level = 'A11'), /level: must be one of A21, A22, B1/],
    [
      'a doubled full stop ("pärast..")',
      (pack) => (book(pack).segments[4].estonianContent = 'Kivi kukkus maha alles tüki aja pärast..'),
      /segments\[4\].estonianContent: has a doubled full stop \(".*pärast\.\."\)/,
    ],
    [
      'a segment changed since its audio was made',
      (pack) => (book(pack).segments[5].estonianContent = 'Uus tekst.'),
      /segments\[5\]: the audio clip was made from an older text/,
    ],
    [
      'a number the synthesis cannot write out',
      (pack) => (book(pack).segments[3].estonianContent = 'Ta jooksis 5km.'),
      /segments\[3\].estonianContent: the synthesised text still holds a digit: "Ta jooksis 5km."/,
    ],
    [
      'a missing audio file',
      (pack) => pack.books[0]!.audioFiles.pop(),
      /segments\[39\]: the audio clip 040.mp3 is missing/,
    ],
    [
      'no audio sidecar',
      (pack) => (pack.books[0]!.audio = null),
      /has no audio \(books\/audio\/jarv.json is missing\)/,
    ],
  ])('%s', (_name, edit, expected) => {
    expect(problemsAfter(edit)).toContainEqual(expect.stringMatching(expected));
  });
});

it('unreadable files are reported, not thrown', () => {
  const problems = problemsAfter((pack) =>
    pack.problems.push({ file: 'grammar/x.json', where: '', message: 'is not valid JSON' }),
  );
  expect(problems).toEqual(['grammar/x.json: is not valid JSON']);
});
