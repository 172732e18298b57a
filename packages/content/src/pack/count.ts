// Counts of the pack (what `content:report` prints and the minimums are checked against).
import { splitCardAlternatives } from '@keelerada/domain';
import { CASE_NUMBERS, GRAMMAR_TOPICS, GRAMMAR_TYPES, PACK_LEVELS, WORD_TYPES } from './enums.ts';
import { packLexicon } from './lexicon.ts';
import { type ContentPack, jsonItems, rowRecord } from './pack.ts';
import { countPrincipalForms, type PrincipalFormsCounts } from './principal-forms.ts';

export type Tally = Record<string, number>;

export interface PackCounts {
  vocabulary: {
    total: number;
    byLevel: Tally;
    byWordType: Tally;
    /** Cards per case and number of their form (`ILLATIVE plural`), from `caseForm` + `number`. */
    byCaseAndNumber: Tally;
  };
  /** The lexicon's size and the principal forms the cards practise (issue 18). */
  principalForms: PrincipalFormsCounts;
  grammar: {
    total: number;
    byType: Tally;
    byLevel: Tally;
    /** Exercises per topic of GRAMMAR_TOPICS (an exercise counts once per topic whose tags it carries). */
    byTopic: Tally;
    /** Case-practice exercises per case and number (`ILLATIVE plural`: tagged "plural"). */
    casePractice: Tally;
  };
  reading: { total: number; byLevel: Tally; questions: number };
  books: { total: number; segments: number };
  /**
   * Per exercise type (vocabulary cards, grammar types and reading short answers): items, and items with more than
   * one accepted answer.
   */
  accepted: Record<string, { items: number; moreThanOne: number }>;
  /** What the sets cover, for the coverage rules (not printed by the report). */
  coverage: {
    verbForms: Set<string>;
    /** Verb-conjugation subjects that are personal pronouns. */
    persons: Set<string>;
    errorTypes: Set<string>;
    questionTypes: Set<string>;
    segmentsPerBook: Record<string, number>;
  };
  bytes: number;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Counts values, keys in the given order first (with zeros), then any others alphabetically. */
export function tally(values: readonly string[], order: readonly string[] = []): Tally {
  const counts = new Map<string, number>(order.map((k) => [k, 0]));
  for (const v of values) counts.set(v || '(none)', (counts.get(v || '(none)') ?? 0) + 1);
  const rest = [...counts.keys()].filter((k) => !order.includes(k)).sort();
  return Object.fromEntries([...order, ...rest].map((k) => [k, counts.get(k) ?? 0]));
}

const listLength = (v: unknown): number => (Array.isArray(v) ? v.length : 0);

/** How many answers an item accepts: its key plus its alternatives, or every listed order / key. */
function acceptedCount(e: Record<string, unknown>): number {
  if (e.type === 'SENTENCE_CONSTRUCTION') return listLength(e.correctOrders);
  if (e.questionType) return listLength(e.correctAnswer);
  return 1 + listLength(e.alternatives);
}

function acceptedTally(items: Record<string, unknown>[], types: readonly string[]) {
  return Object.fromEntries(
    types.map((type) => {
      const of = items.filter((e) => e.type === type || e.questionType === type);
      return [type, { items: of.length, moreThanOne: of.filter((e) => acceptedCount(e) > 1).length }];
    }),
  );
}

export function countPack(pack: ContentPack): PackCounts {
  const cards = pack.vocabulary.flatMap((f) => f.rows.map((r) => rowRecord(f.header, r.cells)));
  const exercises = pack.grammar.flatMap((f) => jsonItems(f.data));
  const texts = pack.reading.flatMap((f) => jsonItems(f.data));
  const books = pack.books.flatMap((f) => jsonItems(f.data).map((b) => ({ file: f.file, book: b })));
  const questions = texts.flatMap((t) => jsonItems(t.readingQuestions ?? []));
  const segmentsPerBook = Object.fromEntries(
    books.map(({ file, book }) => [file, Array.isArray(book.segments) ? book.segments.length : 0]),
  );
  const ofType = (type: string) => exercises.filter((e) => e.type === type);
  const tagsOf = (e: Record<string, unknown>): string[] =>
    Array.isArray(e.tags) ? e.tags.map((t) => str(t)) : [];
  return {
    vocabulary: {
      total: cards.length,
      byLevel: tally(
        cards.map((c) => c.level ?? ''),
        PACK_LEVELS,
      ),
      byWordType: tally(
        cards.map((c) => c.wordType ?? ''),
        WORD_TYPES,
      ),
      byCaseAndNumber: tally(
        cards
          .filter((c) => c.caseForm)
          .map((c) => `${c.caseForm} ${c.number === 'PLURAL' ? 'plural' : 'singular'}`),
        CASE_NUMBERS,
      ),
    },
    principalForms: countPrincipalForms(cards, packLexicon(pack)),
    grammar: {
      total: exercises.length,
      byType: tally(
        exercises.map((e) => str(e.type)),
        GRAMMAR_TYPES,
      ),
      byLevel: tally(
        exercises.map((e) => str(e.level)),
        PACK_LEVELS,
      ),
      byTopic: tally(
        exercises.flatMap((e) => {
          const tags = tagsOf(e);
          return Object.entries(GRAMMAR_TOPICS)
            .filter(([, topicTags]) => topicTags.some((t) => tags.includes(t)))
            .map(([topic]) => topic);
        }),
        Object.keys(GRAMMAR_TOPICS),
      ),
      casePractice: tally(
        ofType('CASE_PRACTICE').map(
          (e) => `${str(e.correctCase)} ${tagsOf(e).includes('plural') ? 'plural' : 'singular'}`,
        ),
        CASE_NUMBERS,
      ),
    },
    reading: {
      total: texts.length,
      byLevel: tally(
        texts.map((t) => str(t.level)),
        PACK_LEVELS,
      ),
      questions: questions.length,
    },
    books: {
      total: books.length,
      segments: Object.values(segmentsPerBook).reduce((a, b) => a + b, 0),
    },
    accepted: acceptedTally(
      [
        ...cards.map((c) => ({ type: 'VOCABULARY', alternatives: splitCardAlternatives(c.alternatives) })),
        ...exercises,
        ...questions,
      ],
      ['VOCABULARY', ...GRAMMAR_TYPES, 'SHORT_ANSWER'],
    ),
    coverage: {
      verbForms: new Set(ofType('VERB_CONJUGATION').map((e) => str(e.targetForm))),
      persons: new Set(ofType('VERB_CONJUGATION').map((e) => str(e.subject).toLocaleLowerCase('et'))),
      errorTypes: new Set(
        ofType('ERROR_CORRECTION').flatMap((e) => jsonItems(e.errors ?? []).map((x) => str(x.type))),
      ),
      questionTypes: new Set(questions.map((q) => str(q.questionType))),
      segmentsPerBook,
    },
    bytes: pack.bytes,
  };
}
