import { describe, expect, it } from 'vitest';
import { placementTakesFocus, placementViewKey } from './placement-focus.ts';

const run = (position: number, result: unknown = null, accepted = false) => ({
  runId: 7,
  position,
  accepted,
  result,
});

describe('what the placement screen shows', () => {
  it('is the introduction with no run, or an accepted one', () => {
    expect(placementViewKey(null)).toBe('intro');
    expect(placementViewKey(undefined)).toBe('intro');
    expect(placementViewKey(run(12, { level: 'A12' }, true))).toBe('intro');
  });
  it('is one key per question of a run, and one for its result', () => {
    expect(placementViewKey(run(1))).toBe('question:7:1');
    expect(placementViewKey(run(2))).toBe('question:7:2');
    expect(placementViewKey(run(12, { level: 'A12' }))).toBe('result:7');
  });
});

describe('keyboard focus in the placement test', () => {
  it('moves to the next question after each answer (it fell to the page, round 2 defect 1)', () => {
    expect(placementTakesFocus('question:7:1', 'question:7:2')).toBe(true);
  });
  it('moves to the first question after Start, and to the result after the last answer', () => {
    expect(placementTakesFocus('intro', 'question:7:1')).toBe(true);
    expect(placementTakesFocus('question:7:12', 'result:7')).toBe(true);
    expect(placementTakesFocus('result:7', 'question:8:1')).toBe(true);
  });
  it('stays where it is on opening the page, on a refetch of the same view, and for the introduction', () => {
    expect(placementTakesFocus(null, 'question:7:3')).toBe(false);
    expect(placementTakesFocus(null, 'result:7')).toBe(false);
    expect(placementTakesFocus('question:7:3', 'question:7:3')).toBe(false);
    expect(placementTakesFocus('result:7', 'intro')).toBe(false);
  });
});
