import { describe, expect, it } from 'vitest';
import {
  activeWords,
  dailyTasks,
  dayStatus,
  masteryPercent,
  monthGrid,
  streakIcon,
  todayIn,
} from './dashboard-model.ts';

const none = { isVocabularyCompleted: false, isReadingCompleted: false, isGrammarCompleted: false };

describe('daily tasks', () => {
  it('follows the server', () => {
    const t = dailyTasks({ ...none, isReadingCompleted: true }, { reviews: [1], newWords: [] });
    expect(t.map((x) => [x.label, x.done])).toEqual([
      ['Vocabulary practice', false],
      ['Reading comprehension practice', true],
      ['Grammar exercises', false],
    ]);
  });
  it('counts vocabulary as done when nothing is due', () => {
    expect(dailyTasks(none, { reviews: [], newWords: [] })[0]!.done).toBe(true);
  });
  it('falls back to three unchecked items', () => {
    expect(dailyTasks(null, { reviews: [], newWords: [] }).every((t) => !t.done)).toBe(true);
    expect(dailyTasks(undefined, undefined)).toHaveLength(3);
  });
});

describe('streak and calendar', () => {
  it('picks the streak icon at 1, 3 and 7 days', () => {
    expect([0, 1, 2, 3, 6, 7, 30].map(streakIcon)).toEqual([
      'sparkle',
      'muscle',
      'muscle',
      'lightning',
      'lightning',
      'fire',
      'fire',
    ]);
  });
  it('colours days', () => {
    expect(dayStatus('2026-05-10', { hasSession: true }, '2026-05-10')).toBe('green');
    expect(dayStatus('2026-05-10', { hasSession: false }, '2026-05-10')).toBe('yellow');
    expect(dayStatus('2026-05-09', { hasSession: false }, '2026-05-10')).toBe('grey');
    expect(dayStatus('2026-05-09', undefined, '2026-05-10')).toBe('grey');
    expect(dayStatus('2026-05-11', undefined, '2026-05-10')).toBe('future');
    // before the learner signed up nothing was missed (issue 19)
    expect(dayStatus('2026-05-08', undefined, '2026-05-10', '2026-05-09')).toBe('before');
    expect(dayStatus('2026-05-09', undefined, '2026-05-10', '2026-05-09')).toBe('grey');
  });
  it('lays a month out from Monday', () => {
    // 1 June 2026 is a Monday; 1 March 2026 a Sunday
    expect(monthGrid(2026, 6, {}, '2026-06-15')[0]?.date).toBe('2026-06-01');
    const march = monthGrid(2026, 3, {}, '2026-03-15');
    expect(march.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(march[6]?.day).toBe(1);
    expect(march.filter(Boolean)).toHaveLength(31);
    expect(monthGrid(2024, 2, {}, '2024-02-01').filter(Boolean)).toHaveLength(29);
  });
});

describe('progress numbers', () => {
  it('rounds mastery and counts active words', () => {
    expect(masteryPercent({ total: 3, mastered: 1 })).toBe(33);
    expect(masteryPercent({ total: 0, mastered: 0 })).toBe(0);
    expect(activeWords({ learning: 2, familiar: 3, mastered: 4 })).toBe(9);
  });
  it('formats a local date', () => {
    expect(todayIn('Europe/Tallinn', new Date('2026-05-09T22:30:00Z'))).toBe('2026-05-10');
    expect(todayIn('UTC', new Date('2026-05-09T22:30:00Z'))).toBe('2026-05-09');
  });
});
