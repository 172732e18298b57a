import { describe, expect, it } from 'vitest';
import { grammarFields } from '../grammar/grammar-exercise.ts';
import { correctionFragments } from './check-answers.ts';
import { fakeMorphology } from './fake-morphology.test-helper.ts';
import { judge } from './judge.ts';
import type { Morphology } from './morphology-port.ts';

// the pack's items (data/grammar/error-correction.B1.json, error-correction.A0.json): learner report, defect 4
const depends = grammarFields('ERROR_CORRECTION', {
  incorrect_sentence: 'See sõltub ilmale.',
  correct_sentence: 'See sõltub ilmast.',
  errors: [{ position: 2, type: 'case_error', correction: 'ilmast' }],
});
const porridge = grammarFields('ERROR_CORRECTION', {
  incorrect_sentence: 'Nad sööb hommikul putru.',
  correct_sentence: 'Nad söövad hommikul putru.',
  errors: [{ position: 1, type: 'verb_form', correction: 'söövad' }],
  alternatives: ['Nemad söövad hommikul putru.', 'Hommikul söövad nad putru.', 'Nad söövad putru hommikul.'],
});
const film = grammarFields('ERROR_CORRECTION', {
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

/** ilm's forms as the lexicon reads them, beside the test analyser's. */
const morph: Morphology = {
  analyse: (form) =>
    ({
      ilmast: [{ lemma: 'ilm', case: 'ELATIVE' as const, number: 'SINGULAR' as const }],
      ilmale: [{ lemma: 'ilm', case: 'ALLATIVE' as const, number: 'SINGULAR' as const }],
    })[form.toLowerCase()] ?? fakeMorphology.analyse(form),
  gloss: (lemma) => (lemma === 'ilm' ? 'weather' : fakeMorphology.gloss?.(lemma)),
};

describe('error correction: the correction with its neighbouring words', () => {
  it('accepts a run of an accepted sentence around the corrected word', () => {
    expect(judge(depends, 'sõltub ilmast', morph)).toMatchObject({
      verdict: 'correct',
      matched: 'sõltub ilmast.',
      expected: 'See sõltub ilmast.',
    });
    expect(judge(depends, 'Sõltub ilmast.', morph).verdict).toBe('correct');
    expect(judge(depends, 'ilmast', morph).verdict).toBe('correct');
  });

  it('accepts a run of any accepted order (`söövad putru` of `Nad söövad putru hommikul.`)', () => {
    for (const a of ['söövad putru', 'Nad söövad', 'söövad hommikul', 'hommikul söövad', 'söövad nad putru'])
      expect([a, judge(porridge, a, morph).verdict]).toEqual([a, 'correct']);
  });

  it('needs every corrected word in the run, each unchanged word as the sentence has it', () => {
    expect(judge(film, 'näinud seda filmi', morph).verdict).toBe('correct');
    expect(judge(film, 'seda filmi näinud', morph).verdict).toBe('correct');
    expect(judge(film, 'näinud seda', morph).verdict).toBe('wrong');
    expect(judge(film, 'näinud see filmi', morph).verdict).toBe('wrong');
    expect(judge(porridge, 'söövad pudru', morph).verdict).toBe('wrong');
    expect(judge(porridge, 'sööb putru', morph).verdict).toBe('wrong');
  });

  it('does not mark the words the learner did not repeat as mistakes', () => {
    const j = judge(depends, 'sõltuvad ilmast', morph);
    expect(j.verdict).toBe('wrong');
    expect(j.expected).toBe('See sõltub ilmast.');
    expect(j.marks).toEqual([
      { text: 'See ', changed: false },
      { text: 'sõltub', changed: true },
      { text: ' ilmast.', changed: false },
    ]);
    expect(j.diagnosis?.message).toBe('Some words differ from an accepted answer: `See sõltub ilmast.`');
  });

  it('keeps the diagnosis of a real mistake in a fragment (no "out of the weather": sõltuma governs the elative)', () => {
    const j = judge(depends, 'sõltub ilmale', morph);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.kind).toBe('other-form');
    expect(j.diagnosis?.message).toBe(
      '`ilmale` is the allative of ilm. Here you need the elative, `ilmast`.',
    );
    expect(j.marks?.filter((x) => x.changed).map((x) => x.text)).toEqual(['ilmast.']);
  });

  it('calls a typo in the correction almost, but never the wrong word left as it was', () => {
    expect(judge(depends, 'sõltub ilmsat', morph)).toMatchObject({
      verdict: 'almost',
      matched: 'See sõltub ilmast.',
    });
    for (const a of ['seda film', 'Ma olen näinud seda film.']) {
      const j = judge(film, a, morph);
      expect(j.verdict).toBe('wrong');
      expect(j.diagnosis?.message).toBe('`film` is the word with the mistake: correct it.');
    }
  });

  it('keeps a word-order mistake a whole-sentence answer (no run shows the fix)', () => {
    expect(correctionFragments('Eile ma läksin kooli.', 'Eile läksin ma kooli.')).toEqual([]);
    expect(judge(order, 'läksin ma', morph).verdict).toBe('correct');
    expect(judge(order, 'Eile läksin', morph).verdict).toBe('wrong');
    expect(judge(order, 'Eile ma läksin kooli', morph).diagnosis?.kind).toBe('word-order');
  });
});

describe('correctionFragments', () => {
  it('lists every shorter run holding all corrected words, shortest first', () => {
    expect(correctionFragments('See sõltub ilmale.', 'See sõltub ilmast.').map((f) => f.text)).toEqual([
      'ilmast.',
      'sõltub ilmast.',
    ]);
    expect(
      correctionFragments('Ma olen näinud see film.', 'Ma olen näinud seda filmi.').map((f) => [
        f.text,
        f.start,
        f.end,
      ]),
    ).toEqual([
      ['seda filmi.', 3, 5],
      ['näinud seda filmi.', 2, 5],
      ['olen näinud seda filmi.', 1, 5],
    ]);
  });
});
