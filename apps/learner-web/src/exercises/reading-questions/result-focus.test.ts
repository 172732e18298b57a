import { describe, expect, it } from 'vitest';
import { resultTakesFocus } from './result-focus.ts';

/** A node holding the nodes given: `contains` is true for itself and for them. */
function node(...children: object[]) {
  const self = {
    contains: (other: object | null) => other === self || children.includes(other as object),
  };
  return self;
}

describe('focus after a reading question is checked', () => {
  const body = node();
  const option = node();
  const checkButton = node();
  const question = node(option, checkButton);
  const nextQuestionOption = node();

  it('goes to the result when focus dropped to the body or nothing (the pressed button went away)', () => {
    expect(resultTakesFocus(body, body, question)).toBe(true);
    expect(resultTakesFocus(null, body, question)).toBe(true);
  });
  it('goes to the result when focus is still in the question, as a mouse click may leave it', () => {
    expect(resultTakesFocus(option, body, question)).toBe(true);
    expect(resultTakesFocus(checkButton, body, question)).toBe(true);
  });
  it('stays where the learner put it outside the question', () => {
    expect(resultTakesFocus(nextQuestionOption, body, question)).toBe(false);
  });
});
