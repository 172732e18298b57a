import { describe, expect, it } from 'vitest';
import type { Judgement } from '../answers/judge.ts';
import { reviewFromJudgement } from './review-verdict.ts';
import { reviewResultInput } from './vocabulary.schemas.ts';

const judged = (verdict: Judgement['verdict']): Judgement => ({ verdict, expected: 'sõber' }) as Judgement;

describe('reviewFromJudgement', () => {
  const sent = reviewResultInput.parse({ cardId: 7, result: 'pass', responseTime: 900, answer: 'sobra' });

  it("records the server's verdict, not the result the app sent", () => {
    expect(reviewFromJudgement(sent, judged('wrong'))).toMatchObject({ result: 'fail', grade: null });
    expect(reviewFromJudgement({ ...sent, result: 'fail' }, judged('correct'))).toMatchObject({
      result: 'pass',
      grade: null,
    });
  });

  it('a near miss is a pass graded almost (FSRS Hard), whatever grade was sent', () => {
    expect(reviewFromJudgement({ ...sent, grade: null }, judged('almost'))).toMatchObject({
      result: 'pass',
      grade: 'almost',
    });
    expect(reviewFromJudgement({ ...sent, grade: 'almost' }, judged('correct')).grade).toBeNull();
  });

  it('keeps the card, the response time and, without a judgement (a revealed answer), the result sent', () => {
    expect(reviewFromJudgement(sent, judged('correct'))).toMatchObject({ cardId: 7, responseTime: 900 });
    const revealed = reviewResultInput.parse({ cardId: 7, result: 'fail' });
    expect(reviewFromJudgement(revealed, null)).toEqual(revealed);
  });
});

describe('reviewResultInput answer', () => {
  it('accepts the typed answer and refuses one that is not text', () => {
    expect(reviewResultInput.parse({ cardId: 1, result: 'pass', answer: 'sober' }).answer).toBe('sober');
    expect(reviewResultInput.safeParse({ cardId: 1, result: 'pass', answer: 5 }).success).toBe(false);
  });
});
