import type { CatalogueCardRow } from '@keelerada/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DailySession } from './daily-session.service.ts';
import { dailySessionJson } from './daily-session-json.ts';
import { toCatalogueCard } from './vocabulary-catalogue.ts';
import type { DailyVocabularyItem } from './vocabulary-dto.ts';

const text = fc.string({ unit: 'binary', maxLength: 30 });
const nullableText = fc.option(text, { nil: null });

const catalogueRow: fc.Arbitrary<CatalogueCardRow> = fc.record({
  id: fc.nat(),
  word: text,
  form: text,
  translation: text,
  definition: nullableText,
  level: text,
  frequency_rank: fc.option(fc.nat(), { nil: null }),
  word_type: text,
  case_form: nullableText,
  verb_form: nullableText,
  practice_context: text,
  practice_context_translation: text,
}) as fc.Arbitrary<CatalogueCardRow>;

const item = (cards: ReturnType<typeof toCatalogueCard>[]): fc.Arbitrary<DailyVocabularyItem> =>
  fc
    .record({
      userVocabularyCardId: fc.nat(),
      card: fc.constantFrom(...cards),
      user_progress: fc.record({
        repetitions: fc.nat(),
        review_count: fc.nat(),
        interval: fc.nat(),
        next_review: fc.option(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          { nil: null },
        ),
      }),
    })
    .map(({ card, userVocabularyCardId, user_progress }) => ({
      // in the order the service builds an item, so the text can be compared whole
      userVocabularyCardId,
      vocabularyCard: card.vocabularyCard,
      word: card.word,
      user_progress,
    }));

const session = fc
  .array(catalogueRow, { minLength: 1, maxLength: 5 })
  .map((rows) => rows.map(toCatalogueCard))
  .chain((cards) =>
    fc.record({
      reviews: fc.array(item(cards), { maxLength: 6 }),
      newWords: fc.array(item(cards), { maxLength: 6 }),
      newWordsToday: fc.record({ quota: fc.nat(), introduced: fc.nat(), remaining: fc.nat() }),
      laterToday: fc.nat(),
    }),
  ) satisfies fc.Arbitrary<DailySession>;

describe('dailySessionJson', () => {
  it('writes what JSON.stringify writes (any texts, shared cards, nulls)', () => {
    fc.assert(
      fc.property(session, (s) => {
        const json = dailySessionJson(s);
        expect(json).toBe(JSON.stringify(s));
        // and again, now from the kept texts of the shared cards
        expect(dailySessionJson(s)).toBe(json);
      }),
    );
  });

  it('does not keep the JSON of an object that can still change', () => {
    const vocabularyCard = {
      id: 1,
      form: 'maja',
      case_form: null,
      verb_form: null,
      practice_context: 'See on {}.',
      practice_context_translation: 'It is a house.',
    };
    const word = { word: 'maja', definition: null, translation: 'house', level: 'A0', word_type: 'NOUN' };
    const s: DailySession = {
      reviews: [],
      newWords: [
        {
          userVocabularyCardId: 5,
          vocabularyCard,
          word,
          user_progress: { repetitions: 0, review_count: 0, interval: 0, next_review: null },
        },
      ],
      newWordsToday: { quota: 10, introduced: 0, remaining: 10 },
      laterToday: 0,
    };
    expect(JSON.parse(dailySessionJson(s)).newWords[0].word.translation).toBe('house');
    word.translation = 'home';
    expect(JSON.parse(dailySessionJson(s)).newWords[0].word.translation).toBe('home');
  });

  it('writes a kept card with the word it is shown with', () => {
    const [a, b] = ([1, 2] as const).map((id) =>
      toCatalogueCard({
        id,
        word: `sõna${id}`,
        form: 'sõna',
        translation: `word ${id}`,
        definition: null,
        level: 'A0',
        frequency_rank: id,
        word_type: 'NOUN',
        case_form: null,
        verb_form: null,
        practice_context: 'See on ___.',
        practice_context_translation: 'It is a word.',
      }),
    );
    const progress = {
      repetitions: 1,
      review_count: 1,
      interval: 1,
      next_review: '2026-11-22T10:00:00.000Z',
    };
    if (!a || !b) throw new Error('two cards');
    const s = (word: typeof a.word): DailySession => ({
      reviews: [{ userVocabularyCardId: 9, vocabularyCard: a.vocabularyCard, word, user_progress: progress }],
      newWords: [],
      newWordsToday: { quota: 10, introduced: 1, remaining: 9 },
      laterToday: 0,
    });
    expect(dailySessionJson(s(a.word))).toBe(JSON.stringify(s(a.word)));
    expect(dailySessionJson(s(b.word))).toBe(JSON.stringify(s(b.word)));
    expect(dailySessionJson(s(a.word))).toBe(JSON.stringify(s(a.word)));
  });

  it('is handed frozen catalogue entries, whose JSON it may keep', () => {
    const card = toCatalogueCard({
      id: 2,
      word: 'koer',
      form: 'koera',
      translation: 'dog',
      definition: null,
      level: 'A0',
      frequency_rank: null,
      word_type: 'NOUN',
      case_form: 'GENITIVE',
      verb_form: null,
      practice_context: 'Ma näen ___.',
      practice_context_translation: 'I see the dog.',
    });
    expect(Object.isFrozen(card.vocabularyCard) && Object.isFrozen(card.word)).toBe(true);
    expect(card.vocabularyCard.practice_context).toBe('Ma näen {}.');
  });
});
