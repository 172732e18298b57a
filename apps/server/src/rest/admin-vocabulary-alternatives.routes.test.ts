import { parseCsv } from '@keelerada/content';
import { csvRowToCard, VOCABULARY_CSV_COLUMNS } from '@keelerada/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

// A card's accepted alternatives ("Also accepted"): other words that fit the gap equally well, written by an editor
// on create and edit and in the CSV import (an optional `alternatives` column, entries separated by |).

const card = {
  word: 'tige',
  wordType: 'ADJECTIVE',
  translation: 'vicious',
  level: 'A21',
  practiceContext: 'Naabri koer on väga ___.',
  practiceContextTranslation: "The neighbour's dog is very vicious.",
  form: 'tige',
  caseForm: 'NOMINATIVE',
};

const FORM_ITSELF = 'Also accepted: "Tige" is the card\'s form itself; list only other answers.';
const TWICE = 'Also accepted: "KURI" is listed twice; list each answer once.';

describeApp('admin vocabulary card alternatives', (t) => {
  let admin = '';
  const api = restAs(t, () => admin);
  const stored = (practiceContext: string) =>
    t.db
      .selectFrom('vocabulary_cards')
      .select(['id', 'form', 'alternatives', 'updated_at'])
      .where('practice_context', '=', practiceContext)
      .execute();
  const csv = (header: string, ...lines: string[]) =>
    parseCsv([header, ...lines].join('\r\n')).map(csvRowToCard);

  beforeAll(async () => {
    admin = await t.login('alternatives-editor@example.ee', { admin: true });
  });

  describe('create and edit', () => {
    let id = 0;
    let updatedAt = '';

    it('creates a card with its alternatives: split on | and line breaks, trimmed, blanks dropped', async () => {
      const res = await api('POST', '/admin/vocabulary-cards', {
        ...card,
        alternatives: ' kuri |\n\n õel \n',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().vocabularyCard).toMatchObject({ form: 'tige', alternatives: ['kuri', 'õel'] });
      ({ id, updated_at: updatedAt } = res.json().vocabularyCard);
      expect((await stored(card.practiceContext))[0]?.alternatives).toEqual(['kuri', 'õel']);
    });

    it('keeps them on an edit that leaves them out, replaces them from a list and clears them with blank', async () => {
      const put = async (over: Record<string, unknown>) => {
        const res = await api('PUT', `/admin/vocabulary-cards/${id}`, {
          ...card,
          ...over,
          expectedUpdatedAt: updatedAt,
        });
        expect(res.statusCode, res.body).toBe(200);
        updatedAt = res.json().vocabularyCard.updated_at;
        return res.json().vocabularyCard.alternatives as string[];
      };
      expect(await put({ translation: 'vicious, fierce' }), 'left out: kept').toEqual(['kuri', 'õel']);
      expect(await put({ alternatives: ['kuri'] })).toEqual(['kuri']);
      const listed = await api('GET', `/admin/vocabulary-cards?id=${id}`);
      expect(listed.json().vocabularyCards[0].alternatives).toEqual(['kuri']);
      expect(await put({ alternatives: '' }), 'blank: cleared').toEqual([]);
      expect(await put({ alternatives: 'kuri' })).toEqual(['kuri']);
      // each change of the alternatives alone is in the card's History, with both lists
      const history = (await api('GET', `/admin/history?kind=vocabulary_card&itemId=${id}`)).json();
      const changed = history.entries
        .flatMap((e: { changes: { field: string }[] }) => e.changes)
        .filter((c: { field: string }) => c.field === 'alternatives');
      expect(changed).toEqual([
        { field: 'alternatives', before: [], after: ['kuri'] },
        { field: 'alternatives', before: ['kuri'], after: [] },
        { field: 'alternatives', before: ['kuri', 'õel'], after: ['kuri'] },
      ]);
    });

    it('refuses an alternative equal to the form or repeated with a 400 and writes nothing', async () => {
      const before = await stored(card.practiceContext);
      const same = await api('PUT', `/admin/vocabulary-cards/${id}`, { ...card, alternatives: 'kuri|Tige' });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ error: FORM_ITSELF });
      const twice = await api('PUT', `/admin/vocabulary-cards/${id}`, {
        ...card,
        alternatives: ['kuri', 'KURI'],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ error: TWICE });
      expect(await stored(card.practiceContext)).toEqual(before);

      const context = 'Meie kass on ___.';
      const created = await api('POST', '/admin/vocabulary-cards', {
        ...card,
        practiceContext: context,
        alternatives: 'Tige',
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ error: FORM_ITSELF });
      const notText = await api('POST', '/admin/vocabulary-cards', {
        ...card,
        practiceContext: context,
        alternatives: { kuri: true },
      });
      expect(notText.statusCode).toBe(400);
      expect(notText.json().error).toMatch(/^Also accepted must be a list of answers/);
      expect(await stored(context)).toEqual([]);
    });
  });

  describe('commas and entries without letters (explore defects 5, 6)', () => {
    it('reads a comma as a separator: "kuri, vihane" is stored as two answers, not one no learner could type', async () => {
      const context = 'Naabri kass on väga ___ (koma).';
      const res = await api('POST', '/admin/vocabulary-cards', {
        ...card,
        practiceContext: context,
        alternatives: 'kuri, vihane',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((await stored(context))[0]?.alternatives).toEqual(['kuri', 'vihane']);
      const listed = await api('POST', '/admin/vocabulary-cards', {
        ...card,
        practiceContext: 'Naabri hobune on väga ___ (koma).',
        alternatives: ['kuri, vihane'],
      });
      expect(listed.json().vocabularyCard.alternatives).toEqual(['kuri', 'vihane']);
    });

    it('refuses an entry with no letters (the judge could never match ".") with a 400, writing nothing', async () => {
      const context = 'Naabri kass on väga ___ (punkt).';
      const res = await api('POST', '/admin/vocabulary-cards', {
        ...card,
        practiceContext: context,
        alternatives: '.',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Also accepted: "." has no letters; write the answer itself.' });
      expect(await stored(context)).toEqual([]);
    });
  });

  describe('CSV import', () => {
    const header = VOCABULARY_CSV_COLUMNS.join(',');
    const row = (context: string, ...extra: string[]) =>
      [`kuri,ADJECTIVE,angry,,A21,"${context}",The man is angry.,kuri,NOMINATIVE,,3000`, ...extra].join(',');

    it('reads the optional alternatives column (after number) and stores each row’s entries', async () => {
      const cards = csv(
        `${header},number,alternatives`,
        row('Mees on väga ___ (veerg).', '', 'vihane | pahane'),
        row('Naine on väga ___ (veerg).', '', ''),
      );
      expect(cards[0]).toMatchObject({ alternatives: 'vihane | pahane' });
      const res = await api('POST', '/admin/vocabulary-cards/batch-import', { cards });
      expect(res.json()).toMatchObject({ created: 2, errors: [] });
      expect((await stored('Mees on väga ___ (veerg).'))[0]?.alternatives).toEqual(['vihane', 'pahane']);
      expect((await stored('Naine on väga ___ (veerg).'))[0]?.alternatives).toEqual([]);
    });

    it('imports a file without the column exactly as before: no alternatives', async () => {
      const cards = csv(header, row('Mees on väga ___ (ilma).'));
      expect(cards[0]).not.toHaveProperty('alternatives');
      const res = await api('POST', '/admin/vocabulary-cards/batch-import', { cards });
      expect(res.json()).toMatchObject({ created: 1, errors: [] });
      expect((await stored('Mees on väga ___ (ilma).'))[0]?.alternatives).toEqual([]);
    });

    it('refuses a row whose alternatives repeat the form or each other, and creates none of them', async () => {
      const cards = csv(
        `${header},alternatives`,
        row('Mees on väga ___ (halb 1).', 'vihane|Kuri'),
        row('Mees on väga ___ (halb 2).', 'vihane|VIHANE'),
      );
      const res = await api('POST', '/admin/vocabulary-cards/batch-import', { cards });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ created: 0 });
      expect(res.json().errors.map((e: { row: number; error: string }) => [e.row, e.error])).toEqual([
        [1, 'Also accepted: "Kuri" is the card\'s form itself; list only other answers.'],
        [2, 'Also accepted: "VIHANE" is listed twice; list each answer once.'],
      ]);
      expect(await stored('Mees on väga ___ (halb 1).')).toEqual([]);
      expect(await stored('Mees on väga ___ (halb 2).')).toEqual([]);
    });

    it('splits a quoted cell on its commas as the form does', async () => {
      const cards = csv(
        `${header},number,alternatives`,
        row('Mees on väga ___ (koma).', '', '"vihane, pahane"'),
      );
      const res = await api('POST', '/admin/vocabulary-cards/batch-import', { cards });
      expect(res.json()).toMatchObject({ created: 1, errors: [] });
      expect((await stored('Mees on väga ___ (koma).'))[0]?.alternatives).toEqual(['vihane', 'pahane']);
    });

    it('skips a re-imported row whose alternatives differ from the stored card, saying so', async () => {
      const cards = csv(`${header},number,alternatives`, row('Mees on väga ___ (veerg).', '', 'vihane'));
      const res = await api('POST', '/admin/vocabulary-cards/batch-import', { cards });
      expect(res.json()).toMatchObject({ created: 0, skipped: 1, skippedDiffering: 1 });
      expect(res.json().skippedRows[0].error).toContain(
        "also accepted ('vihane' here, stored: 'vihane|pahane')",
      );
      expect((await stored('Mees on väga ___ (veerg).'))[0]?.alternatives).toEqual(['vihane', 'pahane']);
    });
  });
});
