import { describe, expect, it } from 'vitest';
import { verbTaskForm } from './verb-task.ts';

describe('verbTaskForm', () => {
  it('names the target form in words', () => {
    expect(verbTaskForm('PRESENT', 'Ma _____ iga päev tööl.')).toBe('present');
    expect(verbTaskForm('PAST', 'Eile _____ ma kinos.')).toBe('past');
  });

  it('says negative when the gap follows a negator, so "ma ei _____" does not read as asking for saan', () => {
    expect(verbTaskForm('PRESENT', 'Vabandust, ma ei _____ sellest aru.')).toBe('negative present');
    expect(verbTaskForm('PAST', 'Ei _____ ta eile midagi.')).toBe('negative past');
    expect(verbTaskForm('PERFECT', 'Kas te olete seda lugenud? – Ei, me ei _____.')).toBe('negative perfect');
    expect(verbTaskForm('IMPERATIVE', 'Ära _____ nii kiiresti!')).toBe('negative imperative');
  });

  it('is not fooled by a negator elsewhere in the sentence or inside a word', () => {
    expect(verbTaskForm('PRESENT', 'Ma ei tea, kas ta _____ homme.')).toBe('present');
    expect(verbTaskForm('PRESENT', 'Vei _____ koju.')).toBe('present');
  });

  it('gives nothing for an item without a target form', () => {
    expect(verbTaskForm(null, 'Ma ei _____.')).toBe('');
    expect(verbTaskForm('', null)).toBe('');
  });
});
