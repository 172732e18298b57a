import type { Db } from '@keelerada/db';
import {
  type Analyser,
  buildAnalyser,
  type ExplicitParadigm,
  type ExplicitParadigms,
  INFLECTING_WORD_TYPES,
  type InflectingWordType,
  isOneOf,
  LEXICON_WORD_TYPES,
  type LexiconLemma,
} from '@keelerada/domain';
import type { Caches } from '../../cache/caches.ts';

/**
 * The lexicon as the API serves it: the inflecting lemmas by lemma (all senses: the words that have a paradigm),
 * explicit paradigms, and the analyser's index, which also reads the invariable words (adverbs, adpositions,
 * conjunctions, particles, interjections).
 */
/** A lemma that inflects: the ones with a paradigm (`byLemma` holds only these). */
export type InflectingLemma = LexiconLemma & { wordType: InflectingWordType };

export const isInflectingLemma = (e: LexiconLemma): e is InflectingLemma =>
  isOneOf(INFLECTING_WORD_TYPES, e.wordType);

export interface LexiconIndex {
  byLemma: Map<string, InflectingLemma[]>;
  explicit: ExplicitParadigms;
  analyser: Analyser;
}

export async function buildLexiconIndex(db: Db): Promise<LexiconIndex> {
  const rows = await db
    .selectFrom('lexicon_lemmas')
    .select(['lemma', 'word_type', 'translation', 'principal_forms', 'paradigm'])
    .orderBy('id')
    .execute();
  const lemmas: LexiconLemma[] = [];
  const explicit: ExplicitParadigms = {};
  for (const r of rows) {
    if (!isOneOf(LEXICON_WORD_TYPES, r.word_type)) continue;
    lemmas.push({
      lemma: r.lemma,
      wordType: r.word_type,
      translation: r.translation,
      principalForms: r.principal_forms,
    });
    if (r.paradigm) explicit[r.lemma] = r.paradigm as ExplicitParadigm;
  }
  const byLemma = new Map<string, InflectingLemma[]>();
  for (const l of lemmas)
    if (isInflectingLemma(l)) byLemma.set(l.lemma, [...(byLemma.get(l.lemma) ?? []), l]);
  return { byLemma, explicit, analyser: buildAnalyser(lemmas, explicit) };
}

/**
 * The process's lexicon index: built once from the database (the server warms it at start) and rebuilt after a
 * lexicon change (the `lexicon` topic of the change notifications drops it).
 */
export const lexiconIndex = (db: Db, caches: Caches): Promise<LexiconIndex> =>
  caches.lexicon.getOrLoad('all', () => buildLexiconIndex(db));
