import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextPlacementLevel,
  nextPlacementSkill,
  PLACEMENT_LEVELS,
  PLACEMENT_MAX_ITEMS,
  PLACEMENT_START,
  type PlacementAnswer,
  type PlacementLevel,
  placementFinished,
  placementResult,
} from './placement.ts';

/** Runs the staircase with a learner who answers right exactly at the levels in `knows`. */
function run(knows: (level: PlacementLevel) => boolean): PlacementAnswer[] {
  const answers: PlacementAnswer[] = [];
  while (!placementFinished(answers)) {
    const level = nextPlacementLevel(answers);
    answers.push({ level, skill: nextPlacementSkill(answers), correct: knows(level), topic: 'NOUN' });
  }
  return answers;
}

describe('placement staircase', () => {
  it('starts at A1.1 with a vocabulary item, and alternates skills', () => {
    expect(nextPlacementLevel([])).toBe(PLACEMENT_START);
    expect(nextPlacementSkill([])).toBe('vocabulary');
    expect(
      run(() => true)
        .map((a) => a.skill)
        .slice(0, 4),
    ).toEqual(['vocabulary', 'grammar', 'vocabulary', 'grammar']);
  });

  it('places a learner who knows A1 but not A2 at A1.2', () => {
    const answers = run((l) => ['A0', 'A11', 'A12'].includes(l));
    expect(placementResult(answers).recommendedLevel).toBe('A12');
    expect(answers.length).toBeLessThanOrEqual(PLACEMENT_MAX_ITEMS);
  });

  it('places a learner who knows nothing at A0 and one who knows everything at B1', () => {
    expect(placementResult(run(() => false)).recommendedLevel).toBe('A0');
    expect(placementResult(run(() => true)).recommendedLevel).toBe('B1');
  });

  it('recommends exactly the highest known level for any threshold learner', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: PLACEMENT_LEVELS.length - 1 }), (top) => {
        const knows = (l: PlacementLevel) => PLACEMENT_LEVELS.indexOf(l) <= top;
        expect(placementResult(run(knows)).recommendedLevel).toBe(top < 0 ? 'A0' : PLACEMENT_LEVELS[top]);
      }),
    );
  });

  it('never asks more than the maximum, whatever the answers', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (script) => {
        let i = 0;
        const answers = run(() => script[i++ % script.length]!);
        expect(answers.length).toBeLessThanOrEqual(PLACEMENT_MAX_ITEMS);
      }),
    );
  });

  it('says what the learner knows and what to work on', () => {
    const r = placementResult([
      { level: 'A11', skill: 'vocabulary', correct: true, topic: 'NOUN' },
      { level: 'A12', skill: 'grammar', correct: false, topic: 'ILLATIVE' },
      { level: 'A11', skill: 'vocabulary', correct: true, topic: 'NOUN' },
      { level: 'A12', skill: 'grammar', correct: false, topic: 'ILLATIVE' },
    ]);
    expect(r.strengths).toEqual(['noun vocabulary (2 of 2 right)']);
    expect(r.toWorkOn).toEqual(['the illative case (0 of 2 right)']);
    expect(r.byLevel).toEqual([
      { level: 'A11', right: 2, asked: 2 },
      { level: 'A12', right: 0, asked: 2 },
    ]);
  });
});
