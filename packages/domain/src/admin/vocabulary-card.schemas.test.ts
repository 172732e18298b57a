import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES } from './enums.ts';
import {
  BULK_WORD_TYPE_NAMED,
  bulkMatchingTooManyMessage,
  bulkWordTypeError,
  cardFormError,
  firstVocabularyCardError,
  reviewStatusChangeError,
  reviewStatusChanges,
  VOCABULARY_CARD_MESSAGES,
  vocabularyBulkActionInput,
  vocabularyCardInput,
  vocabularyCardListInput,
  vocabularyCardStatusInput,
  vocabularyCardUpdateInput,
} from './vocabulary-card.schemas.ts';

const valid = {
  word: 'maja',
  wordType: 'NOUN',
  translation: 'house',
  level: 'A0',
  practiceContext: 'Ma elan suures ___.',
  practiceContextTranslation: 'I live in a big house.',
  form: 'majas',
};

describe('vocabulary card create (§5)', () => {
  it('gives the eight messages in order, one field blanked at a time from the end', () => {
    const order = [
      'word',
      'wordType',
      'translation',
      'level',
      'practiceContext',
      'practiceContextTranslation',
      'form',
    ] as const;
    const seen: string[] = [];
    // blanking field k and every later one: the first message is field k's
    for (let k = order.length - 1; k >= 0; k--) {
      const card: Record<string, string> = { ...valid };
      for (const f of order.slice(k)) card[f] = '   ';
      seen.unshift(firstVocabularyCardError(card)!);
    }
    seen.push(firstVocabularyCardError({ ...valid, practiceContext: 'Ma elan suures majas.' })!);
    expect(seen).toEqual([
      'Estonian word is required',
      'Word type is required',
      'Translation is required',
      'Level is required',
      'Practice context is required',
      'Context translation is required',
      'Form is required',
      'Practice context must contain ___ placeholder for the answer',
    ]);
    expect(Object.values(VOCABULARY_CARD_MESSAGES)).toEqual(seen);
  });

  it('lists every failing rule in order for an empty form', () => {
    const r = vocabularyCardInput.safeParse({});
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(
      Object.values(VOCABULARY_CARD_MESSAGES).slice(0, 7),
    );
  });

  it('checks the placeholder only after the other seven', () => {
    expect(firstVocabularyCardError({ ...valid, practiceContext: 'no gap', form: '' })).toBe(
      'Form is required',
    );
  });

  it('trims text, omits blank optional fields and accepts a numeric frequency rank', () => {
    const v = vocabularyCardInput.parse({
      ...valid,
      word: '  maja ',
      definition: '  ',
      caseForm: 'inessive',
      verbForm: '',
      frequencyRank: '12',
    });
    expect(v).toMatchObject({
      word: 'maja',
      definition: null,
      caseForm: 'INESSIVE',
      verbForm: null,
      frequencyRank: 12,
    });
  });

  it.each([0, -3, 1.5, 'abc', '1e3'])('refuses frequency rank %s', (rank) => {
    expect(firstVocabularyCardError({ ...valid, frequencyRank: rank })).toBe(
      'Frequency rank must be a whole number of at least 1.',
    );
  });

  it('names unknown word types, levels and cases', () => {
    expect(firstVocabularyCardError({ ...valid, wordType: 'THING' })).toMatch(
      /^Word type must be one of NOUN/,
    );
    expect(firstVocabularyCardError({ ...valid, level: 'Z9' })).toMatch(/^Level must be one of A0/);
    expect(firstVocabularyCardError({ ...valid, level: 'A1.1' })).toBeNull();
    expect(firstVocabularyCardError({ ...valid, caseForm: 'LOCATIVE' })).toMatch(/^Case form must be one of/);
  });

  it('keeps optional fields that an update leaves out, and clears blank ones', () => {
    const v = vocabularyCardUpdateInput.parse({ id: '7', ...valid, definition: '' });
    expect(v.id).toBe(7);
    expect(v.definition).toBeNull();
    expect(v.caseForm).toBeUndefined();
    expect(v.frequencyRank).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const m = firstVocabularyCardError(x);
        expect(m === null || typeof m === 'string').toBe(true);
      }),
    );
  });
});

describe('review status (§4, issue #20: statuses are set)', () => {
  it('sets VALID, INVALID, NEEDS_ATTENTION or UNREVIEWED on a card whatever its status', () => {
    for (const from of REVIEW_STATUSES)
      for (const to of ['VALID', 'INVALID', 'NEEDS_ATTENTION', 'UNREVIEWED'] as const)
        expect(reviewStatusChangeError(from, to)).toBeNull();
  });
  it('refuses DRAFT, naming both statuses', () => {
    expect(reviewStatusChangeError('UNREVIEWED', 'DRAFT')).toMatch(/from UNREVIEWED to DRAFT/);
    expect(reviewStatusChangeError('VALID', 'DRAFT')).toMatch(/from VALID to DRAFT/);
    expect(reviewStatusChangeError('DRAFT', 'DRAFT')).toBeNull();
  });
  it('reports which cards a bulk status changes and how many already had it', () => {
    const cards = [
      { id: 1, word: 'maja', review_status: 'UNREVIEWED' },
      { id: 2, word: 'kass', review_status: 'VALID' },
      { id: 3, word: 'koer', review_status: 'NEEDS_ATTENTION' },
    ];
    expect(reviewStatusChanges(cards, 'NEEDS_ATTENTION')).toEqual({
      changed: [
        { id: 1, word: 'maja', label: 'maja', from: 'UNREVIEWED', to: 'NEEDS_ATTENTION' },
        { id: 2, word: 'kass', label: 'kass', from: 'VALID', to: 'NEEDS_ATTENTION' },
      ],
      unchanged: 1,
    });
  });
  it('labels each changed card by its form, so cards of one word are told apart (session 30)', () => {
    const lugema = (id: number, form: string, verb_form: string) => ({
      id,
      word: 'lugema',
      form,
      verb_form,
      review_status: 'UNREVIEWED',
    });
    const { changed } = reviewStatusChanges(
      [lugema(1, 'Loe', 'IMPERATIVE'), lugema(2, 'loen', 'PRESENT'), lugema(3, 'lugesin', 'PAST')],
      'VALID',
    );
    expect(changed.map((c) => c.label)).toEqual([
      'lugema → Loe (imperative)',
      'lugema → loen (present)',
      'lugema → lugesin (past)',
    ]);
  });
  it('takes the version the editor saw with a status change (session 30)', () => {
    expect(
      vocabularyCardStatusInput.parse({
        id: 3,
        reviewStatus: 'VALID',
        expectedUpdatedAt: '2026-01-02T03:04:05.123Z',
      }).expectedUpdatedAt,
    ).toEqual(new Date('2026-01-02T03:04:05.123Z'));
    expect(
      vocabularyCardStatusInput.safeParse({ id: 3, reviewStatus: 'VALID', expectedUpdatedAt: 'yesterday' })
        .error?.issues[0]?.message,
    ).toMatch(/^expectedUpdatedAt must be an ISO 8601 instant/);
  });
  it('parses the status body', () => {
    expect(vocabularyCardStatusInput.parse({ id: 3, reviewStatus: 'VALID', reviewNotes: ' ok ' })).toEqual({
      id: 3,
      reviewStatus: 'VALID',
      reviewNotes: 'ok',
    });
    expect(
      vocabularyCardStatusInput.safeParse({ id: 3, reviewStatus: 'GOOD' }).error?.issues[0]?.message,
    ).toMatch(/^Review status must be one of/);
  });
});

describe('bulk action', () => {
  it('needs cards, a known action and, for updateStatus, a status that can be set', () => {
    expect(vocabularyBulkActionInput.parse({ action: 'delete', cardIds: [1, 1, 2] }).cardIds).toEqual([1, 2]);
    const msg = (x: unknown) => vocabularyBulkActionInput.safeParse(x).error?.issues[0]?.message;
    expect(msg({ action: 'delete', cardIds: [] })).toBe('Select at least one card.');
    expect(msg({ action: 'archive', cardIds: [1] })).toBe(
      'Action must be one of updateStatus, delete, setLevel, setWordType.',
    );
    expect(msg({ action: 'setLevel', cardIds: [1] })).toBe('Choose the level to set.');
    expect(msg({ action: 'setLevel', cardIds: [1], level: 'Z9' })).toMatch(/^Level must be one of/);
    expect(msg({ action: 'setWordType', cardIds: [1] })).toBe('Choose the word type to set.');
    expect(msg({ action: 'updateStatus', cardIds: [1] })).toMatch(/^Choose the status to set/);
    expect(msg({ action: 'updateStatus', cardIds: [1], reviewStatus: 'DRAFT' })).toMatch(/^Bulk status/);
    expect(
      vocabularyBulkActionInput.parse({ action: 'updateStatus', cardIds: [1], reviewStatus: 'UNREVIEWED' }),
    ).toMatchObject({ reviewStatus: 'UNREVIEWED' });
  });
  it('says "all matching" over the limit in words, never by the parameter name (session 30)', () => {
    const msg = (x: unknown) => vocabularyBulkActionInput.safeParse(x).error?.issues[0]?.message;
    const all = { action: 'delete', matching: { level: 'A0' } };
    expect(msg({ ...all, expectedCount: 21000 })).toBe(
      'At most 10,000 cards at a time: narrow the filters (21,000 match).',
    );
    expect(msg({ ...all, expectedCount: '21000' })).toBe(
      'At most 10,000 cards at a time: narrow the filters (21,000 match).',
    );
    expect(msg({ ...all, expectedCount: 0 })).toBe(
      'The number of matching cards you confirmed must be a whole number of at least 1 (the count the list showed).',
    );
    expect(msg(all)).toBe('Confirm how many cards match the filters: the count the list showed is missing.');
    expect(msg({ ...all, cardIds: [1], expectedCount: 1 })).toBe(
      'Choose either the selected cards or all cards matching the filters, not both.',
    );
    expect(vocabularyBulkActionInput.parse({ ...all, expectedCount: 10000 }).expectedCount).toBe(10000);
    for (const m of [msg({ ...all, expectedCount: 21000 }), msg({ ...all, expectedCount: 'x' }), msg(all)])
      expect(m).not.toMatch(/expectedCount|cardIds/);
    expect(bulkMatchingTooManyMessage(1234567)).toBe(
      'At most 10,000 cards at a time: narrow the filters (1,234,567 match).',
    );
  });
  it('takes the version of each selected card the page showed (session 30)', () => {
    expect(
      vocabularyBulkActionInput.parse({
        action: 'updateStatus',
        reviewStatus: 'VALID',
        cardIds: [4],
        cardVersions: [{ id: 4, updatedAt: '2026-01-02T03:04:05.123Z' }],
      }).cardVersions,
    ).toEqual([{ id: 4, updatedAt: new Date('2026-01-02T03:04:05.123Z') }]);
    expect(
      vocabularyBulkActionInput.safeParse({
        action: 'delete',
        cardIds: [4],
        cardVersions: [{ id: 4, updatedAt: 'now' }],
      }).error?.issues[0]?.message,
    ).toMatch(/^Each card version must be the updated_at the page showed/);
  });
});

describe('card list filters', () => {
  it('reads query-string values and defaults to 20 a page', () => {
    expect(vocabularyCardListInput.parse(undefined)).toEqual({ page: 1, limit: 20 });
    expect(
      vocabularyCardListInput.parse({
        page: '2',
        search: '  maja ',
        level: '',
        reviewStatus: 'VALID',
        spellingWarnings: 'true',
      }),
    ).toEqual({
      page: 2,
      limit: 20,
      search: 'maja',
      level: undefined,
      reviewStatus: 'VALID',
      spellingWarnings: true,
    });
    expect(vocabularyCardListInput.safeParse({ page: 'x' }).error?.issues[0]?.message).toBe(
      'Page must be a whole number of at least 1.',
    );
  });
});

describe('vocabulary card structure (the content pack’s rules)', () => {
  it('wants exactly one gap in the practice context', () => {
    expect(firstVocabularyCardError({ ...valid, practiceContext: 'Täna paistab ___ ja ___.' })).toBe(
      'Practice context must contain exactly one gap ___, found 2.',
    );
    expect(firstVocabularyCardError({ ...valid, practiceContext: 'Ma elan suures maja___.' })).toBe(
      'Practice context has the gap glued to the word before it.',
    );
    expect(firstVocabularyCardError({ ...valid, practiceContext: 'Ma elan suures _____.' })).toBeNull();
  });
  it('allows a case form only for a word type that declines and a verb form only for a verb', () => {
    expect(firstVocabularyCardError({ ...valid, verbForm: 'PAST' })).toBe(
      'Verb form must be empty for a NOUN: only a VERB takes a verb form.',
    );
    const verb = {
      ...valid,
      word: 'elama',
      wordType: 'VERB',
      form: 'elan',
      practiceContext: 'Ma ___ Tartus.',
    };
    expect(firstVocabularyCardError({ ...verb, verbForm: 'PRESENT' })).toBeNull();
    expect(firstVocabularyCardError({ ...verb, caseForm: 'illative' })).toBe(
      'Case form must be empty for a VERB: only NOUN, ADJECTIVE, PRONOUN and NUMERAL take a case.',
    );
    expect(firstVocabularyCardError({ ...valid, wordType: 'ADVERB', caseForm: 'INESSIVE' })).toMatch(
      /^Case form must be empty for a ADVERB/,
    );
    expect(firstVocabularyCardError({ ...valid, wordType: 'adjective', caseForm: 'INESSIVE' })).toBeNull();
    expect(
      vocabularyCardUpdateInput.safeParse({ id: 1, ...valid, verbForm: 'PAST' }).error?.issues[0]?.path,
    ).toEqual(['verbForm']);
  });
  it('says what the update checks when a form is left out: the stored one against the word type', () => {
    expect(cardFormError('ADVERB', 'ELATIVE', null)?.message).toMatch(
      /^Case form must be empty for a ADVERB/,
    );
    expect(cardFormError('NOUN', 'ELATIVE', null)).toBeNull();
  });
});

describe('bulk "Set word type…" keeps the card rule (editor defect 6)', () => {
  const noun = { id: 1, word: 'kiisu', form: 'kiisu', case_form: 'NOMINATIVE', verb_form: null };
  const verb = { id: 2, word: 'olema', form: 'olen', case_form: null, verb_form: 'PRESENT' };
  const bare = { id: 3, word: 'ja', form: 'ja', case_form: null, verb_form: null };
  it('allows a word type every selected card’s forms fit', () => {
    expect(bulkWordTypeError([noun, bare], 'ADJECTIVE')).toBeNull();
    expect(bulkWordTypeError([verb, bare], 'VERB')).toBeNull();
    expect(bulkWordTypeError([bare], 'CONJUNCTION')).toBeNull();
  });
  it('refuses one that would leave a case form on a verb or a verb form on a noun, naming the cards', () => {
    expect(bulkWordTypeError([noun, bare], 'VERB')).toBe(
      'Word type VERB was not set, and nothing was changed: 1 card would break the card rules. Case form must be ' +
        'empty for a VERB: only NOUN, ADJECTIVE, PRONOUN and NUMERAL take a case, and 1 selected card has one: ' +
        'kiisu (NOMINATIVE). Clear the form on those cards first (Edit), or leave them out of the selection.',
    );
    expect(bulkWordTypeError([verb], 'NOUN')).toContain(
      'Verb form must be empty for a NOUN: only a VERB takes a verb form, and 1 selected card has one: olema → olen (PRESENT).',
    );
    const both = bulkWordTypeError([noun, verb, bare], 'ADVERB')!;
    expect(both).toMatch(/^Word type ADVERB was not set, and nothing was changed: 2 cards would break/);
    expect(both).toContain('kiisu (NOMINATIVE).');
    expect(both).toContain('olema → olen (PRESENT).');
  });
  it('names the first cards and counts the rest', () => {
    const many = Array.from({ length: BULK_WORD_TYPE_NAMED + 3 }, (_, i) => ({
      ...noun,
      id: i,
      word: `w${i}`,
    }));
    const message = bulkWordTypeError(many, 'VERB')!;
    expect(message).toContain(`${BULK_WORD_TYPE_NAMED + 3} selected cards have one: w0 → kiisu (NOMINATIVE)`);
    expect(message).toContain(' and 3 more.');
    expect(message).not.toContain('w10 ');
  });
});

describe('vocabulary card accepted alternatives ("Also accepted", beyond §3)', () => {
  const card = {
    ...valid,
    word: 'tige',
    wordType: 'ADJECTIVE',
    form: 'tige',
    practiceContext: 'Koer on ___.',
  };

  it('reads a list or text split on | and line breaks, each trimmed, blanks dropped', () => {
    expect(vocabularyCardInput.parse({ ...card, alternatives: ' kuri | pahane |' }).alternatives).toEqual([
      'kuri',
      'pahane',
    ]);
    expect(vocabularyCardInput.parse({ ...card, alternatives: 'kuri\n\n pahane ' }).alternatives).toEqual([
      'kuri',
      'pahane',
    ]);
    expect(vocabularyCardInput.parse({ ...card, alternatives: [' kuri ', ''] }).alternatives).toEqual([
      'kuri',
    ]);
  });

  it('leaves them out when not sent (an edit keeps them) and clears them on null or blank', () => {
    expect(vocabularyCardInput.parse(card).alternatives).toBeUndefined();
    expect(vocabularyCardUpdateInput.parse({ ...card, id: 1, alternatives: null }).alternatives).toEqual([]);
    expect(vocabularyCardUpdateInput.parse({ ...card, id: 1, alternatives: ' ' }).alternatives).toEqual([]);
  });

  it('refuses an alternative equal to the form or repeated, with a message naming it', () => {
    expect(firstVocabularyCardError({ ...card, alternatives: 'kuri|Tige' })).toBe(
      'Also accepted: "Tige" is the card\'s form itself; list only other answers.',
    );
    expect(firstVocabularyCardError({ ...card, alternatives: ['kuri', 'KURI.'] })).toBe(
      'Also accepted: "KURI." is listed twice; list each answer once.',
    );
    expect(firstVocabularyCardError({ ...card, alternatives: 42 })).toBe(
      'Also accepted must be a list of answers, or text with one answer per line or answers separated by | or commas.',
    );
  });

  it('reads a comma as a separator, in text and in a list item ("kuri, tige" is two answers)', () => {
    expect(
      vocabularyCardInput.parse({ ...card, form: 'vihane', alternatives: 'kuri, tige' }).alternatives,
    ).toEqual(['kuri', 'tige']);
    expect(
      vocabularyCardInput.parse({ ...card, form: 'vihane', alternatives: ['kuri, tige'] }).alternatives,
    ).toEqual(['kuri', 'tige']);
  });

  it('refuses an alternative with no letters', () => {
    expect(firstVocabularyCardError({ ...card, alternatives: '.' })).toBe(
      'Also accepted: "." has no letters; write the answer itself.',
    );
  });
});
