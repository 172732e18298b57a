import { judge, type SentenceConstructionFields } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { asSentence } from './as-sentence.ts';
import { orderDiagnosis, withoutQuotedOrder } from './order-feedback.ts';

const exercise: SentenceConstructionFields = {
  type: 'SENTENCE_CONSTRUCTION',
  words: ['sõber', 'on', 'parim', 'ta', 'minu'],
  correct_orders: [['ta', 'on', 'minu', 'parim', 'sõber']],
  sentence_translation: 'He is my best friend.',
  focus: '',
};

describe('a wrong word order shows the answer once', () => {
  it('does not quote the order in the diagnosis: the Correct order line shows it, as a sentence', () => {
    const j = judge(exercise, ['ta', 'on', 'parim', 'minu', 'sõber']);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toContain('`ta on minu parim sõber`');
    const shown = orderDiagnosis(j);
    expect(shown?.message).toBe('The words are right but the order is not.');
    expect(shown?.kind).toBe('word-order');
    expect(shown?.message).not.toContain('ta on minu parim sõber');
    // the one place the order is shown
    expect(asSentence(j.expected, exercise.sentence_translation)).toBe('Ta on minu parim sõber.');
  });

  it('keeps the lead-in of a message that is only the quote, and a message without the quote', () => {
    expect(
      withoutQuotedOrder('Some words differ from an accepted answer: `kas sa elad`', 'kas sa elad'),
    ).toBe('Some words differ from an accepted answer.');
    expect(withoutQuotedOrder('Check the spelling of `sõber`.', 'ta on minu parim sõber')).toBe(
      'Check the spelling of `sõber`.',
    );
    expect(withoutQuotedOrder('`ta on` — nothing else', 'ta on')).toBe('— nothing else');
    expect(withoutQuotedOrder('anything', '')).toBe('anything');
  });

  it('shows no diagnosis when there is none, or nothing is left of it', () => {
    expect(orderDiagnosis(null)).toBeUndefined();
    expect(orderDiagnosis({ expected: 'ta on' })).toBeUndefined();
    expect(
      orderDiagnosis({ expected: 'ta on', diagnosis: { kind: 'wrong', message: '`ta on`' } }),
    ).toBeUndefined();
  });
});
