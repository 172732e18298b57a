import { describe, expect, it } from 'vitest';
import {
  BULK_CONFLICT_NAMED,
  BULK_CONFLICT_RELOAD,
  bulkConflictMessage,
  cardGoneMessage,
  cardsGoneMessage,
  reviewStatusLabel,
  STATUS_CONFLICT_RELOAD,
  statusConflictMessage,
  thousands,
  vocabularyCardName,
} from './vocabulary-status.ts';

describe('a card named so that cards of one word are told apart', () => {
  it('gives the form and its case or verb form', () => {
    expect(vocabularyCardName({ word: 'lugema', form: 'Loe', verb_form: 'IMPERATIVE' })).toBe(
      'lugema → Loe (imperative)',
    );
    expect(vocabularyCardName({ word: 'kass', form: 'kassi', case_form: 'PARTITIVE', verb_form: null })).toBe(
      'kass → kassi (partitive)',
    );
    expect(
      vocabularyCardName({ word: 'kass', form: 'kassid', case_form: 'NOMINATIVE', number: 'PLURAL' }),
    ).toBe('kass → kassid (nominative plural)');
    expect(vocabularyCardName({ word: 'püksid', form: 'püksid', number: 'PLURAL' })).toBe('püksid (plural)');
    expect(vocabularyCardName({ word: 'ja', form: 'ja' })).toBe('ja');
    expect(vocabularyCardName({ word: 'maja' })).toBe('maja');
  });
  it('writes statuses and large numbers as the screens do', () => {
    expect(reviewStatusLabel('NEEDS_ATTENTION')).toBe('Needs Attention');
    expect(reviewStatusLabel('VALID')).toBe('Valid');
    expect(thousands(10000)).toBe('10,000');
    expect(thousands(21000)).toBe('21,000');
    expect(thousands(999)).toBe('999');
  });
});

describe('a status change refused because someone else changed the card first', () => {
  it('names the card, its status now, the note and who changed it', () => {
    expect(
      statusConflictMessage({
        name: 'kass → kassi (partitive)',
        status: 'INVALID',
        notes: 'wrong case',
        by: 'Eda Tamm',
      }),
    ).toBe(
      'Eda Tamm changed kass → kassi (partitive) after you loaded it: it is now Invalid, with the note "wrong case". ' +
        'Your change was not saved. Reload to see it.',
    );
    const anonymous = statusConflictMessage({ name: 'kass', status: 'VALID' });
    expect(anonymous).toBe(
      'Another editor changed kass after you loaded it: it is now Valid. Your change was not saved. Reload to see it.',
    );
    expect(anonymous.endsWith(STATUS_CONFLICT_RELOAD)).toBe(true);
    expect(statusConflictMessage({ name: 'kass', status: 'VALID', by: 'Eda', byYou: true })).toMatch(
      /^You changed kass in another tab or window after you loaded it: it is now Valid\./,
    );
  });
  it('names every changed card of a refused bulk action, ten at most', () => {
    expect(
      bulkConflictMessage([
        { name: 'lugema → Loe (imperative)', status: 'VALID', by: 'Tõnu Kask' },
        { name: 'kass → kassi (partitive)', status: 'INVALID' },
      ]),
    ).toBe(
      'Nothing was changed: 2 of the selected cards were changed since the page loaded: lugema → Loe (imperative) is ' +
        'now Valid (changed by Tõnu Kask); kass → kassi (partitive) is now Invalid. Reload the page to see them, then ' +
        'choose again.',
    );
    const many = Array.from({ length: BULK_CONFLICT_NAMED + 3 }, (_, i) => ({
      name: `w${i}`,
      status: 'VALID',
    }));
    const m = bulkConflictMessage(many);
    expect(m).toMatch(/^Nothing was changed: 13 of the selected cards were changed/);
    expect(m).toContain('w9 is now Valid; and 3 more.');
    expect(m).not.toContain('w10');
  });
  it('quotes the note another editor left, as the Status dialog does (round 2, defect 3)', () => {
    expect(
      bulkConflictMessage([
        { name: 'maja (partitive)', status: 'NEEDS_ATTENTION', notes: 'Mart checks this', by: 'Mart Kask' },
      ]),
    ).toBe(
      'Nothing was changed: 1 of the selected cards was changed since the page loaded: maja (partitive) is now ' +
        'Needs Attention with the note "Mart checks this" (changed by Mart Kask). ' +
        BULK_CONFLICT_RELOAD,
    );
  });
  it('names deleted cards in words, never by id', () => {
    expect(cardsGoneMessage([{ name: 'kass → kassi', by: 'Eda Tamm' }])).toBe(
      'Nothing was changed: since the page loaded, kass → kassi was deleted by Eda Tamm. Reload the page, then ' +
        'choose again.',
    );
    expect(cardsGoneMessage([{ name: 'kass → kassi' }, { name: null }, { name: null }])).toBe(
      'Nothing was changed: since the page loaded, kass → kassi was deleted; 2 other selected cards were deleted. ' +
        'Reload the page, then choose again.',
    );
    expect(cardsGoneMessage([{ name: null }])).toBe(
      'Nothing was changed: since the page loaded, 1 selected card was deleted. Reload the page, then choose again.',
    );
    expect(cardGoneMessage({ name: 'kass → kassi', byYou: true }, 'so its status was not changed')).toBe(
      'kass → kassi was deleted by you since you loaded it, so its status was not changed.',
    );
  });
});
