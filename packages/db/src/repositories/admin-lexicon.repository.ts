import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, DbOrTrx } from '../schema/index.ts';
import { estonianSortKey, foldedSql, foldSearch, likePattern, searchRank } from './admin-search.ts';

/** The columns of an admin lexicon row. */
export const ADMIN_LEXICON_COLUMNS = [
  'id',
  'lemma',
  'word_type',
  'translation',
  'principal_forms',
  'level',
  'paradigm',
  'updated_at',
] as const;

function lexiconWhere(search: string | undefined) {
  return (eb: ExpressionBuilder<Database, 'lexicon_lemmas'>) => {
    if (!search) return eb.and([]);
    // diacritic-insensitive, as the card search (`oun` finds õun)
    const p = likePattern(foldSearch(search));
    return eb.or([
      eb(foldedSql(sql.ref('lemma')), 'like', p),
      eb(foldedSql(sql.ref('translation')), 'like', p),
    ]);
  };
}

/**
 * One page of the lexicon and how many lemmas match: those whose lemma or gloss contains `search` (letters with
 * diacritics found without them), in Estonian alphabetical order whatever the capitals (a searched lemma itself
 * first); a homonym's senses in the order they were added.
 */
export async function adminListLexiconLemmas(
  db: DbOrTrx,
  f: { search?: string | undefined; limit: number; offset: number },
) {
  const where = lexiconWhere(f.search);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('lexicon_lemmas')
      .select(ADMIN_LEXICON_COLUMNS)
      .where(where)
      .$if(Boolean(f.search), (q) => q.orderBy(searchRank('lemma', f.search ?? '')))
      .orderBy(estonianSortKey(sql.ref('lemma')))
      .orderBy('id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    db
      .selectFrom('lexicon_lemmas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
