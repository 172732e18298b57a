import { describe, expect, it } from 'vitest';
import { caseTaskLabel, isImpersonalTask, verbTaskForm, verbTaskSubject } from './task-labels.ts';

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

  it('names the infinite form an INFINITIVE item is tagged with, the most specific tag first', () => {
    expect(verbTaskForm('INFINITIVE', 'Ema on köögis süüa _____.', ['ma-infinitive cases', 'mas-form'])).toBe(
      'mas-form',
    );
    expect(
      verbTaskForm('INFINITIVE', 'Me käisime eile _____.', ['infinitive', 'ma-infinitive', 'mas-form']),
    ).toBe('mas-form');
    expect(verbTaskForm('INFINITIVE', 'Ta läks _____ ära.', ['des-form'])).toBe('des-form');
    expect(verbTaskForm('INFINITIVE', 'Ma tahan _____.', ['da-infinitive'])).toBe('da-infinitive');
    expect(verbTaskForm('INFINITIVE', 'Ma hakkan _____.', ['infinitive'])).toBe('infinitive');
  });

  it('names the impersonal past an item tagged so asks for (learner report, defect 12: avati, not avas)', () => {
    expect(verbTaskForm('PAST', 'Eile _____ linnas uus sild.', ['past', 'impersonal past'])).toBe(
      'impersonal past',
    );
    expect(
      verbTaskForm('PAST', 'Tartu Ülikool _____ 1632. aastal.', ['past', 'impersonal past', 'history']),
    ).toBe('impersonal past');
    expect(verbTaskForm('PRESENT', 'Eestis _____ eesti keelt.', ['impersonal'])).toBe('impersonal present');
    expect(verbTaskForm('PAST', 'Maja ei _____ eelmisel aastal.', ['impersonal past'])).toBe(
      'negative impersonal past',
    );
    expect(verbTaskForm('PAST', 'Eile _____ ma kinos.', ['past'])).toBe('past');
  });

  it('names the participle its tags give', () => {
    expect(
      verbTaskForm('PARTICIPLE', 'See maja on _____.', ['participle', 'tud-participle', 'impersonal']),
    ).toBe('tud-participle');
    expect(verbTaskForm('PARTICIPLE', 'Ma olen _____.', ['participle', 'nud-participle'])).toBe(
      'nud-participle',
    );
    expect(verbTaskForm('PARTICIPLE', 'Ma olen _____.', ['participle'])).toBe('participle');
  });

  it('gives nothing for an item without a target form', () => {
    expect(verbTaskForm(null, 'Ma ei _____.')).toBe('');
    expect(verbTaskForm('', null)).toBe('');
  });
});

describe('verbTaskSubject', () => {
  it('names no subject for an impersonal task: its noun is acted on, not conjugated for', () => {
    expect(verbTaskSubject('sild', 'PAST', ['past', 'impersonal past'])).toBeNull();
    expect(verbTaskSubject('maja', 'PARTICIPLE', ['participle', 'tud-participle', 'impersonal'])).toBeNull();
    expect(verbTaskSubject('töö', 'PARTICIPLE', ['participle', 'tud-participle'])).toBeNull();
    expect(isImpersonalTask('PAST', ['impersonal past'])).toBe(true);
  });

  it('names the subject of a personal task', () => {
    expect(verbTaskSubject('mina', 'PAST', ['past'])).toBe('mina');
    expect(verbTaskSubject(' ema ', 'PARTICIPLE', ['participle', 'nud-participle'])).toBe('ema');
    expect(verbTaskSubject('', 'PAST')).toBeNull();
    expect(isImpersonalTask('PAST', ['past', 'personal'])).toBe(false);
  });
});

describe('caseTaskLabel', () => {
  it('names the case and the number the tags give', () => {
    expect(caseTaskLabel('NOMINATIVE', ['nominative', 'plural', 'family'])).toBe('nominative plural');
    expect(caseTaskLabel('PARTITIVE', ['singular'])).toBe('partitive singular');
  });

  it('names the case alone where the tags give no number or both', () => {
    expect(caseTaskLabel('ILLATIVE', ['travel'])).toBe('illative');
    expect(caseTaskLabel('ILLATIVE', ['singular', 'plural'])).toBe('illative');
    expect(caseTaskLabel('ILLATIVE')).toBe('illative');
    expect(caseTaskLabel(null, ['plural'])).toBe('');
  });
});
