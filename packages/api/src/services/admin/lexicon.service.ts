import { ADMIN_LEXICON_COLUMNS, adminListLexiconLemmas, type Db } from '@keelerada/db';
import {
  type AdminPagination,
  type adminLexiconCreateInput,
  type adminLexiconListInput,
  adminPagination,
  INFLECTING_WORD_TYPES,
  isOneOf,
  normalizePrincipalForms,
  PRONOUN_PARADIGMS,
  principalFormsProblem,
} from '@keelerada/domain';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';
import { lemmaHistoryLabel, recordChange, recordItemEvents } from './history.service.ts';
import { lockUnchangedSince } from './item-version.ts';

export interface AdminLexiconLemma {
  id: number;
  lemma: string;
  wordType: string;
  translation: string;
  principalForms: string;
  level: string;
  /** True when the lemma has a full paradigm of its own (paradigms.json or a built-in pronoun). */
  explicitParadigm: boolean;
  /**
   * The full paradigm stored with the row (paradigms.json's `{ singular?: { CASE: "form~form" }, plural?: … }`), or
   * null (a built-in pronoun's is in the domain package): with it the admin shows the forms the lexicon serves.
   */
  paradigm: Record<string, Record<string, string>> | null;
  /** When the row was last saved (ISO 8601): an edit sends it back as `expectedUpdatedAt`. */
  updatedAt: string;
}

const columns = ADMIN_LEXICON_COLUMNS;
type Row = {
  id: number;
  lemma: string;
  word_type: string;
  translation: string;
  principal_forms: string;
  level: string;
  paradigm: unknown;
  updated_at: Date;
};

const dto = (r: Row): AdminLexiconLemma => ({
  id: r.id,
  lemma: r.lemma,
  wordType: r.word_type,
  translation: r.translation,
  principalForms: r.principal_forms,
  level: r.level,
  explicitParadigm: r.paradigm !== null || r.lemma in PRONOUN_PARADIGMS,
  paradigm: (r.paradigm as Record<string, Record<string, string>> | null) ?? null,
  updatedAt: r.updated_at.toISOString(),
});

/**
 * One page of the lemmas whose lemma or gloss contains the search text (diacritics ignored, as the card search),
 * in Estonian alphabetical order whatever the capitals, with the pagination of every admin list.
 */
export async function listLexiconLemmas(
  db: Db,
  input: z.output<typeof adminLexiconListInput>,
): Promise<{ lemmas: AdminLexiconLemma[]; pagination: AdminPagination }> {
  const { page, limit } = input;
  const { rows, total } = await adminListLexiconLemmas(db, {
    search: input.search || undefined,
    limit,
    offset: (page - 1) * limit,
  });
  return { lemmas: rows.map(dto), pagination: adminPagination(page, limit, total) };
}

const LEMMA_NOT_FOUND = 'Lexicon lemma not found.';

/** One lexicon row by id; 404 when there is none. */
export async function getLexiconLemma(db: Db, id: number): Promise<AdminLexiconLemma> {
  const row = await db.selectFrom('lexicon_lemmas').select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(LEMMA_NOT_FOUND);
  return dto(row);
}

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

/**
 * Principal forms as they are saved (a `-` for "none" in the short illative or the past 1sg becomes the empty slot:
 * `normalizePrincipalForms`), after checking them against a lemma of this word type (FORMAT.md "Lexicon"); a 400
 * whose message is a sentence without a field name (the form shows it under "Principal forms").
 */
function checkedForms(lemma: string, wordType: string, raw: string, explicitParadigm: boolean): string {
  if (!isOneOf(INFLECTING_WORD_TYPES, wordType)) throw badRequest(`${lemma} has no principal forms.`);
  const principalForms = normalizePrincipalForms(raw, wordType);
  const problem = principalFormsProblem(principalForms, wordType);
  if (problem) throw badRequest(sentence(problem));
  if (principalForms === '' && !explicitParadigm)
    throw badRequest(`${lemma} has no full paradigm, so its principal forms cannot be empty.`);
  const first = principalForms.split(';')[0]?.split('~') ?? [];
  if (principalForms !== '' && !first.includes(lemma))
    throw badRequest(`The first form must be the lemma "${lemma}".`);
  return principalForms;
}

/**
 * Adds a word the lexicon does not have (a card an editor wrote by hand uses it): its principal forms checked as an
 * edit's are; a second row of the same lemma and gloss is a 409. Added by an admin, it has no content key, so the
 * content loader leaves it alone (and does not add the pack's row of the same lemma and gloss beside it).
 */
export async function createLexiconLemma(
  db: Db,
  input: z.output<typeof adminLexiconCreateInput>,
  by: number | null = null,
  now: Date = new Date(),
): Promise<AdminLexiconLemma> {
  const principalForms = checkedForms(input.lemma, input.wordType, input.principalForms, false);
  const row = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('lexicon_lemmas')
      .values({
        lemma: input.lemma,
        word_type: input.wordType,
        translation: input.translation,
        principal_forms: principalForms,
        level: input.level,
      })
      .onConflict((oc) => oc.columns(['lemma', 'translation']).doNothing())
      .returning(columns)
      .executeTakeFirst();
    if (created)
      await recordItemEvents(trx, 'lexicon_lemma', [lemmaHistoryLabel(created)], 'create', by, now);
    return created;
  });
  if (!row)
    throw new AppError(
      'CONFLICT',
      `The lexicon already has ${input.lemma} (${input.translation}): edit its principal forms instead.`,
    );
  return dto(row);
}

/**
 * Saves a lemma's principal forms after checking them against its word type. The row then differs from what the
 * pack loaded, so the content loader leaves it alone (as with every admin edit). The change (principal forms before
 * and after, with the admin) is a history row written in the same transaction; a save that changes nothing records
 * nothing. With `expectedUpdatedAt` (the updatedAt the editor loaded), a lemma saved since is a 409 that writes nothing.
 */
export async function updateLexiconLemma(
  db: Db,
  input: { id: number; principalForms: string; expectedUpdatedAt?: Date | undefined },
  now: Date,
  by: number | null = null,
): Promise<AdminLexiconLemma> {
  const updated = await db.transaction().execute(async (trx) => {
    await lockUnchangedSince(trx, 'lexicon_lemmas', input.id, input.expectedUpdatedAt);
    const before = await trx
      .selectFrom('lexicon_lemmas')
      .select(columns)
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(LEMMA_NOT_FOUND);
    const found = dto(before);
    const principalForms = checkedForms(
      found.lemma,
      found.wordType,
      input.principalForms,
      found.explicitParadigm,
    );
    const after = await trx
      .updateTable('lexicon_lemmas')
      .set({ principal_forms: principalForms, updated_at: now })
      .where('id', '=', input.id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    const item = { kind: 'lexicon_lemma' as const, ...lemmaHistoryLabel(after) };
    await recordChange(trx, item, before, after, ['principal_forms'], 'update', by, now);
    return after;
  });
  return dto(updated);
}
