import { describe, expect, it } from 'vitest';
import { node } from '../../layout/fake-node-tree.ts';
import { focusIsFree, ignoreHeldEnter } from './focus.ts';

describe('taking keyboard focus only when it is free', () => {
  const body = node();
  const sidebar = node(body);
  const stage = node(body);
  const exercise = node(stage);
  const heading = node(exercise);

  it('takes it from the page body, where focus drops when the focused button goes away', () => {
    expect(focusIsFree(body, body, heading)).toBe(true);
    expect(focusIsFree(null, body, heading)).toBe(true);
  });
  it('takes it from the study stage that holds the target (focused when the item appeared)', () => {
    expect(focusIsFree(stage, body, heading)).toBe(true);
  });
  it('leaves focus the learner put elsewhere, or on the target itself', () => {
    expect(focusIsFree(sidebar, body, heading)).toBe(false);
    expect(focusIsFree(heading, body, heading)).toBe(false);
    expect(focusIsFree(node(exercise), body, heading)).toBe(false);
  });
});

describe('a held Enter', () => {
  const key = (k: string, repeat: boolean) => {
    const e = {
      key: k,
      repeat,
      prevented: false,
      preventDefault() {
        e.prevented = true;
      },
    };
    return e;
  };
  it('does not press the button that took focus while it was held', () => {
    const held = key('Enter', true);
    ignoreHeldEnter(held);
    expect(held.prevented).toBe(true);
    const pressed = key('Enter', false);
    ignoreHeldEnter(pressed);
    expect(pressed.prevented).toBe(false);
    const space = key(' ', true);
    ignoreHeldEnter(space);
    expect(space.prevented).toBe(false);
  });
});
