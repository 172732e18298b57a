import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grammarFields } from '../grammar/grammar-exercise.ts';
import { fakeMorphology as morph } from './fake-morphology.test-helper.ts';
import { judge } from './judge.ts';
import type { VocabularyJudgeItem } from './judge-exercise.ts';

const card = (over: Partial<VocabularyJudgeItem> = {}): VocabularyJudgeItem => ({
  type: 'VOCABULARY',
  form: 'sõber',
  word: 'sõber',
  translation: 'friend',
  caseForm: 'NOMINATIVE',
  ...over,
});
const school = card({ form: 'koolis', word: 'kool', translation: 'school', caseForm: 'INESSIVE' });

describe('judge: vocabulary', () => {
  it('accepts the form whatever the case, spacing, NFC form or final punctuation', () => {
    for (const a of ['sõber', ' Sõber ', 'SÕBER.', 'so\u0303ber', 'sõber!']) {
      expect(judge(card(), a, morph)).toMatchObject({ verdict: 'correct', matched: 'sõber' });
    }
  });

  it('accepts a parallel variant (long and short illative)', () => {
    const ex = card({ form: 'majja', word: 'maja', alternatives: ['majasse'], caseForm: 'ILLATIVE' });
    expect(judge(ex, 'majasse', morph)).toMatchObject({ verdict: 'correct', matched: 'majasse' });
  });

  describe("a card's accepted alternatives (another word that fits the gap)", () => {
    const angry = card({ form: 'tige', word: 'tige', translation: 'angry', alternatives: ['kuri'] });

    it("accepts the alternative after the usual normalisation, keeping the card's form first in `accepted`", () => {
      for (const a of ['kuri', ' Kuri. ', 'KURI!']) {
        const j = judge(angry, a, morph);
        expect(j).toMatchObject({ verdict: 'correct', matched: 'kuri', expected: 'kuri' });
        expect(j.accepted).toEqual(['tige', 'kuri']);
      }
    });

    it("calls one letter off the alternative almost, as for a grammar exercise's alternative", () => {
      const j = judge(angry, 'kurri', morph);
      expect(j).toMatchObject({ verdict: 'almost', expected: 'kuri', matched: 'kuri' });
      expect(j.diagnosis?.message).toBe('Almost! One letter is off: `kuri`.');
      const practice = grammarFields('CASE_PRACTICE', {
        target_word: 'tige',
        correct_case: 'NOMINATIVE',
        case_correct_answer: 'tige',
        case_distractors: ['tigeda', 'tigedat', 'tigedas'],
        alternatives: ['kuri'],
      });
      expect(judge(practice, 'kurri', morph)).toMatchObject({ verdict: 'almost', expected: 'kuri' });
    });

    it('still calls a word that is neither the form nor an alternative wrong', () => {
      expect(judge(angry, 'mina', morph).verdict).toBe('wrong');
      expect(judge(card({ ...angry, alternatives: [] }), 'kuri', morph).verdict).toBe('wrong');
    });
  });

  it('calls `sober` for `sõber` almost, marking the õ', () => {
    const j = judge(card(), 'sober', morph);
    expect(j.verdict).toBe('almost');
    expect(j.expected).toBe('sõber');
    expect(j.marks).toEqual([
      { text: 's', changed: false },
      { text: 'õ', changed: true },
      { text: 'ber', changed: false },
    ]);
    expect(j.diagnosis?.kind).toBe('near-miss');
  });

  it('calls one inserted, dropped, changed or swapped letter almost', () => {
    for (const a of ['sõbber', 'sõbr', 'sõbar', 'sõebr'])
      expect(judge(card(), a, morph).verdict).toBe('almost');
  });

  it('does not call one letter off almost in a word of two or three letters: `ma` for `ja` is another word', () => {
    const and = card({ form: 'ja', word: 'ja', translation: 'and', caseForm: null });
    for (const a of ['ma', 'ta', 'jq']) expect(judge(and, a, morph).verdict).toBe('wrong');
    expect(judge(card({ form: 'kes', word: 'kes', caseForm: null }), 'kas', morph).verdict).toBe('wrong');
    expect(judge(card({ form: 'öö', word: 'öö', caseForm: null }), 'oo', morph).verdict).toBe('almost');
  });

  it('does not call a real word of another lemma almost: `maja` for `mama` is a different word, named', () => {
    const mum = card({ form: 'mama', word: 'mama', translation: 'mum', caseForm: 'NOMINATIVE' });
    const j = judge(mum, 'maja', morph);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis).toMatchObject({ kind: 'different-word' });
    expect(j.diagnosis?.message).toContain("`maja` is a form of maja ('house'), a different word.");
    expect(judge(mum, 'mamma', morph).verdict).toBe('almost');
  });

  it('does not call a real other form of the word almost: the genitive for the inessive is diagnosed', () => {
    const j = judge(school, 'kooli', morph);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe(
      "`kooli` is the genitive (or short illative) of kool. Here you need the inessive, `koolis` — 'in the school'.",
    );
    expect(j.diagnosis?.confusion).toBe('inessive ↔ genitive');
  });

  it('names the number when the plural is given for the singular', () => {
    const j = judge(school, 'koolides', morph);
    expect(j.diagnosis?.message).toContain('`koolides` is the plural inessive of kool');
    expect(j.diagnosis?.confusion).toBe('singular ↔ plural');
  });

  it('shows the expected word and its gloss for a different word', () => {
    const j = judge(card(), 'maja', morph);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe(
      "`maja` is a form of maja ('house'), a different word. The answer is `sõber`, a form of sõber ('friend').",
    );
  });

  it('judges an empty answer wrong without a diagnosis', () => {
    expect(judge(card(), '   ', morph)).toMatchObject({ verdict: 'wrong', expected: 'sõber' });
  });

  it('never calls an accepted form with any letter case and padding anything but correct (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sõber', 'koolis', 'majja'),
        fc.boolean(),
        fc.nat(3),
        (form, upper, pad) => {
          const given = `${' '.repeat(pad)}${upper ? form.toUpperCase() : form}${' '.repeat(pad)}`;
          expect(judge(card({ form, word: form }), given, morph).verdict).toBe('correct');
        },
      ),
    );
  });

  it('never calls a near miss of a form wrong unless it is another real form (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(...'abdegiklmnprstuv'.split('')), (n, c) => {
        const w = 'sõber';
        const i = n % (w.length + 1);
        const typed = w.slice(0, i) + c + w.slice(i);
        expect(judge(card(), typed, morph).verdict).toBe('almost');
      }),
    );
  });
});

describe('judge: verb conjugation', () => {
  const go = grammarFields('VERB_CONJUGATION', {
    verb: 'minema',
    verb_translation: 'to go',
    subject: 'mina',
    target_form: 'PRESENT',
    verb_correct_answer: 'lähen',
    context: 'Homme _____ ma kooli.',
  });
  const conditional = grammarFields('VERB_CONJUGATION', {
    verb: 'minema',
    subject: 'mina',
    target_form: 'CONDITIONAL',
    verb_correct_answer: 'läheksin',
    alternatives: ['läheks'],
  });
  const start = grammarFields('VERB_CONJUGATION', {
    verb: 'hakkama',
    target_form: 'PRESENT',
    verb_correct_answer: 'hakkad õppima',
    alternatives: ['õppima hakkad'],
  });

  it('accepts the short conditional and both orders of hakkama', () => {
    expect(judge(conditional, 'läheks', morph).verdict).toBe('correct');
    expect(judge(start, 'Õppima hakkad', morph)).toMatchObject({
      verdict: 'correct',
      matched: 'õppima hakkad',
    });
  });

  it('names the wrong tense', () => {
    const j = judge(go, 'läksin', morph);
    expect(j.diagnosis?.message).toBe(
      '`läksin` is the past, 1st person singular of minema. Here you need the present, 1st person singular, `lähen`.',
    );
    expect(j.diagnosis?.confusion).toBe('present ↔ past');
  });

  it('names the wrong person', () => {
    expect(judge(go, 'läheb', morph).diagnosis?.confusion).toBe('1st person singular ↔ 3rd person singular');
  });

  it('names the wrong polarity', () => {
    const j = judge(go, 'lähe', morph);
    expect(j.diagnosis?.message).toContain('`lähe` is the negative present of minema');
    expect(j.diagnosis?.confusion).toBe('affirmative ↔ negative');
  });

  it('names the wrong mood', () => {
    expect(judge(go, 'läheksin', morph).diagnosis?.confusion).toBe('present ↔ conditional');
  });
});

describe('judge: case practice', () => {
  const ex = grammarFields('CASE_PRACTICE', {
    sentence: 'Ma olen _____.',
    target_word: 'kool',
    correct_case: 'INESSIVE',
    case_correct_answer: 'koolis',
    case_distractors: ['kooli', 'koolist', 'koolile'],
  });
  it('never calls a distractor almost, even one letter away, without the morphology', () => {
    const j = judge(ex, 'kooli');
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe('`kooli` is another form of kool; here you need `koolis`.');
  });

  it('accepts the form and diagnoses a distractor that is another case', () => {
    expect(judge(ex, 'koolis', morph).verdict).toBe('correct');
    expect(judge(ex, 'kooli', morph).diagnosis?.message).toContain('Here you need the inessive, `koolis`');
  });
});

describe('judge: sentence construction', () => {
  const ex = grammarFields('SENTENCE_CONSTRUCTION', {
    words: ['kohvi', 'ma', 'hommikul', 'joon'],
    correct_orders: [
      ['Hommikul', 'joon', 'ma', 'kohvi'],
      ['Hommikul', 'ma', 'joon', 'kohvi'],
      ['Ma', 'joon', 'hommikul', 'kohvi'],
    ],
  });

  it('accepts every listed order, as chosen words or typed', () => {
    expect(judge(ex, ['hommikul', 'ma', 'joon', 'kohvi'], morph)).toMatchObject({
      verdict: 'correct',
      matched: 'Hommikul ma joon kohvi',
    });
    expect(judge(ex, 'Ma joon hommikul kohvi.', morph).verdict).toBe('correct');
  });

  it('shows the nearest accepted order with the moved words marked', () => {
    const j = judge(ex, ['hommikul', 'kohvi', 'ma', 'joon'], morph);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.kind).toBe('word-order');
    expect(j.expected).toBe('Hommikul ma joon kohvi');
    expect(j.marks?.filter((m) => m.changed).map((m) => m.text.trim())).toEqual(['kohvi']);
  });

  it('judges any permutation of the words either correct or a word-order mistake (property)', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['kohvi', 'ma', 'hommikul', 'joon'], { minLength: 4, maxLength: 4 }),
        (w) => {
          const j = judge(ex, w, morph);
          expect(j.verdict === 'correct' || j.diagnosis?.kind === 'word-order').toBe(true);
        },
      ),
    );
  });
});

describe('judge: error correction', () => {
  const ex = grammarFields('ERROR_CORRECTION', {
    incorrect_sentence: 'Ma olen näinud see film.',
    correct_sentence: 'Ma olen näinud seda filmi.',
    alternatives: ['Ma olen seda filmi näinud.'],
    errors: [
      { position: 3, type: 'case_error', correction: 'seda' },
      { position: 4, type: 'case_error', correction: 'filmi' },
    ],
  });
  const order = grammarFields('ERROR_CORRECTION', {
    incorrect_sentence: 'Eile ma läksin kooli.',
    correct_sentence: 'Eile läksin ma kooli.',
    errors: [{ position: 1, type: 'word_order', correction: 'läksin ma' }],
  });

  it('accepts the full sentence, the natural alternative and the corrected words alone', () => {
    expect(judge(ex, 'Ma olen näinud seda filmi', morph).verdict).toBe('correct');
    expect(judge(ex, 'Ma olen seda filmi näinud.', morph).verdict).toBe('correct');
    expect(judge(ex, 'seda filmi', morph).verdict).toBe('correct');
    expect(judge(order, 'läksin ma', morph).verdict).toBe('correct');
  });

  it('accepts the corrected sentence with the other length of its pronoun or without a first-person subject', () => {
    expect(judge(ex, 'Mina olen näinud seda filmi.', morph).verdict).toBe('correct');
    expect(judge(ex, 'Olen seda filmi näinud.', morph).verdict).toBe('correct');
  });

  it('does not accept one corrected word among wrong ones, nor the incorrect sentence', () => {
    expect(judge(ex, 'seda film', morph).verdict).toBe('wrong');
    expect(judge(ex, 'Ma olen näinud see film.', morph).verdict).toBe('wrong');
  });

  it('never calls the unchanged sentence or a spelling near miss almost', () => {
    const spelling = grammarFields('ERROR_CORRECTION', {
      incorrect_sentence: 'Ma elan Tallinas.',
      correct_sentence: 'Ma elan Tallinnas.',
      errors: [{ position: 2, type: 'spelling', correction: 'Tallinnas' }],
    });
    expect(judge(spelling, 'Ma elan Tallinas.', morph).verdict).toBe('wrong');
    expect(judge(spelling, 'Ma elan Talinnas.', morph).verdict).toBe('wrong');
    expect(judge(spelling, 'Ma elan Tallinnas', morph).verdict).toBe('correct');
  });

  it('marks the word order of a word-order error', () => {
    expect(judge(order, 'Eile ma läksin kooli', morph).diagnosis?.kind).toBe('word-order');
  });
});

describe('judge: reading questions', () => {
  const colour = {
    type: 'READING_QUESTION',
    questionType: 'short_answer',
    correctAnswer: ['red', 'punane'],
  } as const;
  it('accepts every key of a short answer in Estonian or English, with final punctuation', () => {
    for (const a of ['Red.', 'red', 'punane', 'Punane!'])
      expect(judge({ ...colour, correctAnswer: [...colour.correctAnswer] }, a).verdict).toBe('correct');
  });
  it('calls a typo in a short answer almost', () => {
    expect(judge({ ...colour, correctAnswer: [...colour.correctAnswer] }, 'punne').verdict).toBe('almost');
  });
  it('accepts Estonian and English true/false words', () => {
    const tf = { type: 'READING_QUESTION', questionType: 'true_false', correctAnswer: ['False'] } as const;
    expect(judge({ ...tf, correctAnswer: ['False'] }, 'vale').verdict).toBe('correct');
    expect(judge({ ...tf, correctAnswer: ['False'] }, 'True').verdict).toBe('wrong');
  });
  it('compares multiple-choice options exactly (normalised)', () => {
    const mc = {
      type: 'READING_QUESTION' as const,
      questionType: 'multiple_choice' as const,
      correctAnswer: ['In Tartu'],
    };
    expect(judge(mc, 'in tartu').verdict).toBe('correct');
    expect(judge(mc, 'In Tallinn').verdict).toBe('wrong');
  });
});

describe('judge: translation', () => {
  const enEt = grammarFields('TRANSLATION', {
    source_text: 'I am at school.',
    target_text: 'Ma olen koolis.',
    alternatives: ['Olen koolis.'],
  });
  const etEn = grammarFields('TRANSLATION', {
    source_text: 'Ma olen koolis.',
    target_text: 'I am at school.',
    alternatives: ['I am in school.', "I'm at school."],
    direction: 'ET_EN',
  });

  it('accepts any listed target sentence in both directions', () => {
    expect(judge(enEt, 'olen koolis', morph).verdict).toBe('correct');
    expect(judge(etEn, 'I’m at school', morph)).toMatchObject({
      verdict: 'correct',
      matched: "I'm at school.",
    });
  });

  it('accepts the other length of a pronoun and a first-person subject left out, without listing them', () => {
    const want = grammarFields('TRANSLATION', {
      source_text: 'I want to learn Estonian.',
      target_text: 'Ma tahan eesti keelt õppida.',
      alternatives: ['Ma tahan õppida eesti keelt.'],
    });
    expect(judge(want, 'Mina tahan eesti keelt õppida.', morph).verdict).toBe('correct');
    expect(judge(want, 'Tahan õppida eesti keelt', morph)).toMatchObject({
      verdict: 'correct',
      matched: 'Tahan õppida eesti keelt.',
      expected: 'Tahan õppida eesti keelt.',
    });
    expect(judge(want, 'Ta tahab eesti keelt õppida.', morph).verdict).toBe('wrong');
    const english = judge(etEn, 'am at school', morph);
    expect(english.verdict).toBe('wrong');
  });

  it('diagnoses an Estonian word in the wrong case', () => {
    const j = judge(enEt, 'Ma olen kooli.', morph);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toContain('`kooli` is the genitive');
    expect(j.marks?.filter((m) => m.changed).map((m) => m.text.trim())).toEqual(['koolis.']);
  });

  it('calls one typo almost and an empty answer wrong', () => {
    expect(judge(enEt, 'Ma olen kolis', morph).verdict).toBe('almost');
    expect(judge(enEt, '', morph).verdict).toBe('wrong');
  });

  it('gives the word-level difference for a wrong English answer', () => {
    const j = judge(etEn, 'I am at home', morph);
    expect(j.verdict).toBe('wrong');
    expect(j.marks?.filter((m) => m.changed).map((m) => m.text.trim())).toEqual(['school.']);
  });
});
