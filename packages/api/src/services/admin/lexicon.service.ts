import type { Db } from '@keelerada/db';
import {
  ADMIN_LEXICON_PAGE,
  type adminLexiconCreateInput,
  INFLECTING_WORD_TYPES,
  isOneOf,
  PRONOUN_PARADIGMS,
  principalFormsProblem,
} from '@keelerada/domain';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';

export interface AdminLexiconLemma {
  id: number;
  lemma: string;
  wordType: string;
  translation: string;
  principalForms: string;
  level: string;
  /** True when the lemma has a full paradigm of its own (paradigms.json or a built-in pronoun). */
  explicitParadigm: boolean;
}

const columns = ['id', 'lemma', 'word_type', 'translation', 'principal_forms', 'level', 'paradigm'] as const;
type Row = {
  id: number;
  lemma: string;
  word_type: string;
  translation: string;
  principal_forms: string;
  level: string;
  paradigm: unknown;
};

const dto = (r: Row): AdminLexiconLemma => ({
  id: r.id,
  lemma: r.lemma,
  wordType: r.word_type,
  translation: r.translation,
  principalForms: r.principal_forms,
  level: r.level,
  explicitParadigm: r.paradigm !== null || r.lemma in PRONOUN_PARADIGMS,
});

/** The lemmas whose lemma or gloss contains the search text, alphabetically (one page). */
export async function listLexiconLemmas(db: Db, search?: string): Promise<AdminLexiconLemma[]> {
  let q = db
    .selectFrom('lexicon_lemmas')
    .select(columns)
    .orderBy('lemma')
    .orderBy('id')
    .limit(ADMIN_LEXICON_PAGE);
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('lemma', 'ilike', like), eb('translation', 'ilike', like)]));
  }
  return (await q.execute()).map(dto);
}

/** One lexicon row by id; 404 when there is none. */
export async function getLexiconLemma(db: Db, id: number): Promise<AdminLexiconLemma> {
  const row = await db.selectFrom('lexicon_lemmas').select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Lexicon lemma not found.');
  return dto(row);
}

/** Why principal forms do not fit a lemma of this word type (FORMAT.md "Lexicon"), or null. */
function formsProblem(
  lemma: string,
  wordType: string,
  principalForms: string,
  explicitParadigm: boolean,
): string | null {
  if (!isOneOf(INFLECTING_WORD_TYPES, wordType)) return `${lemma} has no principal forms.`;
  const problem = principalFormsProblem(principalForms, wordType);
  if (problem) return `principalForms: ${problem}.`;
  if (principalForms === '' && !explicitParadigm)
    return `principalForms: ${lemma} has no full paradigm, so its principal forms cannot be empty.`;
  const first = principalForms.split(';')[0]?.split('~') ?? [];
  if (principalForms !== '' && !first.includes(lemma))
    return `principalForms: the first form must be the lemma "${lemma}".`;
  return null;
}

/**
 * Adds a word the lexicon does not have (a card an editor wrote by hand uses it): its principal forms checked as an
 * edit's are; a second row of the same lemma and gloss is a 409. Added by an admin, it has no content key, so the
 * content loader leaves it alone (and does not add the pack's row of the same lemma and gloss beside it).
 */
export async function createLexiconLemma(
  db: Db,
  input: z.output<typeof adminLexiconCreateInput>,
): Promise<AdminLexiconLemma> {
  const problem = formsProblem(input.lemma, input.wordType, input.principalForms, false);
  if (problem) throw badRequest(problem);
  const row = await db
    .insertInto('lexicon_lemmas')
    .values({
      lemma: input.lemma,
      word_type: input.wordType,
      translation: input.translation,
      principal_forms: input.principalForms,
      level: input.level,
    })
    .onConflict((oc) => oc.columns(['lemma', 'translation']).doNothing())
    .returning(columns)
    .executeTakeFirst();
  if (!row)
    throw new AppError(
      'CONFLICT',
      `The lexicon already has ${input.lemma} (${input.translation}): edit its principal forms instead.`,
    );
  return dto(row);
}

/**
 * Saves a lemma's principal forms after checking them against its word type. The row then differs from what the
 * pack loaded, so the content loader leaves it alone (as with every admin edit).
 */
export async function updateLexiconLemma(
  db: Db,
  input: { id: number; principalForms: string },
  now: Date,
): Promise<AdminLexiconLemma> {
  const found = await getLexiconLemma(db, input.id);
  const problem = formsProblem(found.lemma, found.wordType, input.principalForms, found.explicitParadigm);
  if (problem) throw badRequest(problem);
  const updated = await db
    .updateTable('lexicon_lemmas')
    .set({ principal_forms: input.principalForms, updated_at: now })
    .where('id', '=', input.id)
    .returning(columns)
    .executeTakeFirstOrThrow();
  return dto(updated);
}
