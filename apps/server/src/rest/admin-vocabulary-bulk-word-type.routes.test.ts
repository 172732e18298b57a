import { beforeAll, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

// Editor defect 6: bulk "Set word type…" keeps the card rule of create, update and import (a case form only on a
// word type that declines, a verb form only on a VERB). A type that would break it on any selected card is a 400
// naming those cards, and nothing is written: no card changes, no history row.

const base = {
  translation: 'thing',
  level: 'A0',
  practiceContextTranslation: 'It is a thing.',
};

describeApp('admin vocabulary bulk word type keeps the card rules', (t) => {
  let admin = '';
  const api = restAs(t, () => admin);
  const create = async (card: Record<string, unknown>) => {
    const res = await api('POST', '/admin/vocabulary-cards', { ...base, ...card });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().vocabularyCard.id as number;
  };
  const stored = (ids: number[]) =>
    t.db
      .selectFrom('vocabulary_cards')
      .select(['id', 'word_type', 'case_form', 'verb_form', 'updated_at'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  const history = async () =>
    Number(
      (
        await t.db
          .selectFrom('content_history')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 'vocabulary_card')
          .where('action', '=', 'update')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const bulk = (body: Record<string, unknown>) =>
    api('POST', '/admin/vocabulary-cards/bulk-action', { action: 'setWordType', ...body });

  let kiisu = 0;
  let olema = 0;
  let ilus = 0;
  let kodus = 0;
  beforeAll(async () => {
    admin = await t.login('bulk-types@example.ee', { admin: true });
    kiisu = await create({
      word: 'kiisu',
      wordType: 'NOUN',
      practiceContext: 'See on ___.',
      form: 'kiisu',
      caseForm: 'NOMINATIVE',
    });
    olema = await create({
      word: 'olema',
      wordType: 'VERB',
      practiceContext: 'Ma ___ kodus.',
      form: 'olen',
      verbForm: 'PRESENT',
    });
    ilus = await create({
      word: 'ilus',
      wordType: 'ADJECTIVE',
      practiceContext: 'See on ___.',
      form: 'ilus',
    });
    kodus = await create({
      word: 'kodu',
      wordType: 'NOUN',
      practiceContext: 'Ma olen ___.',
      form: 'kodus',
      caseForm: 'INESSIVE',
    });
  });

  it('refuses VERB on a card with a case form, naming it, and writes nothing', async () => {
    const before = await stored([kiisu, ilus]);
    const historyBefore = await history();
    const res = await bulk({ cardIds: [kiisu, ilus], wordType: 'VERB' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(
      'Word type VERB was not set, and nothing was changed: 1 card would break the card rules. Case form must be ' +
        'empty for a VERB: only NOUN, ADJECTIVE, PRONOUN and NUMERAL take a case, and 1 selected card has one: ' +
        'kiisu (NOMINATIVE). Clear the form on those cards first (Edit), or leave them out of the selection.',
    );
    expect(await stored([kiisu, ilus])).toEqual(before);
    expect(await history()).toBe(historyBefore);
  });

  it('refuses NOUN on a verb with a verb form (the REST case of the report)', async () => {
    const before = await stored([olema]);
    const res = await bulk({ cardIds: [olema], wordType: 'NOUN' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(
      'Verb form must be empty for a NOUN: only a VERB takes a verb form, and 1 selected card has one: ' +
        'olema → olen (PRESENT).',
    );
    expect(await stored([olema])).toEqual(before);
  });

  it('names every card and both forms for a word type that takes neither', async () => {
    const res = await bulk({ cardIds: [kiisu, olema, kodus, ilus], wordType: 'ADVERB' });
    expect(res.statusCode).toBe(400);
    const error = res.json().error as string;
    expect(error).toMatch(/^Word type ADVERB was not set, and nothing was changed: 3 cards would break/);
    expect(error).toContain('2 selected cards have one: kiisu (NOMINATIVE), kodu → kodus (INESSIVE).');
    expect(error).toContain('1 selected card has one: olema → olen (PRESENT).');
  });

  it('refuses over "all matching" too', async () => {
    const res = await api('POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'setWordType',
      wordType: 'VERB',
      matching: { search: 'kiisu' },
      expectedCount: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/kiisu \(NOMINATIVE\)/);
    expect((await stored([kiisu]))[0]?.word_type).toBe('NOUN');
  });

  it('sets a word type the forms allow, in one go', async () => {
    const res = await bulk({ cardIds: [kiisu, kodus, ilus], wordType: 'ADJECTIVE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, action: 'setWordType', affected: 3 });
    expect((await stored([kiisu, ilus, kodus])).map((c) => [c.word_type, c.case_form])).toEqual([
      ['ADJECTIVE', 'NOMINATIVE'],
      ['ADJECTIVE', null],
      ['ADJECTIVE', 'INESSIVE'],
    ]);
    const verb = await bulk({ cardIds: [ilus], wordType: 'VERB' });
    expect(verb.statusCode, verb.body).toBe(200);
  });
});
