import type { Db } from '@keelerada/db';
import { type FieldChange, INFLECTING_WORD_TYPES, isOneOf, principalFormsProblem } from '@keelerada/domain';
import { lemmaHistoryLabel, recordItemEvents } from './history.service.ts';

export interface ImportedLemma {
  lemma: string;
  word_type: string;
  translation: string;
  principal_forms: string;
  level: string;
}

/**
 * The lexicon row an imported card's optional `principalForms` column gives, or why it is refused (the card is
 * then refused too, so nothing is half-imported). Null when the row has no principal forms.
 */
export function importedLemma(
  raw: Record<string, unknown>,
  card: { word: string; wordType: string; translation: string; level: string },
): { lemma: ImportedLemma } | { error: string } | null {
  const forms = typeof raw.principalForms === 'string' ? raw.principalForms.trim() : '';
  if (!forms) return null;
  if (!isOneOf(INFLECTING_WORD_TYPES, card.wordType))
    return {
      error: `principalForms: a ${card.wordType.toLowerCase()} does not inflect, leave the column empty.`,
    };
  const problem = principalFormsProblem(forms, card.wordType);
  if (problem) return { error: `principalForms: ${problem}.` };
  if (!forms.split(';')[0]!.split('~').includes(card.word))
    return { error: `principalForms: the first form must be the word "${card.word}".` };
  return {
    lemma: {
      lemma: card.word,
      word_type: card.wordType,
      translation: card.translation,
      principal_forms: forms,
      level: card.level,
    },
  };
}

/**
 * Adds the lemmas that are new to the lexicon (a lemma already there, in any sense, is left as it is), each with an
 * "import" history row (the admin, the file) in the same transaction.
 */
export async function addNewLemmas(
  db: Db,
  lemmas: ImportedLemma[],
  history: { by: number | null; now: Date; changes?: FieldChange[] } = { by: null, now: new Date() },
): Promise<number> {
  if (lemmas.length === 0) return 0;
  const existing = new Set(
    (
      await db
        .selectFrom('lexicon_lemmas')
        .select('lemma')
        .where(
          'lemma',
          'in',
          lemmas.map((l) => l.lemma),
        )
        .execute()
    ).map((r) => r.lemma),
  );
  const fresh = new Map<string, ImportedLemma>();
  for (const l of lemmas) if (!existing.has(l.lemma) && !fresh.has(l.lemma)) fresh.set(l.lemma, l);
  if (fresh.size === 0) return 0;
  const inserted = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('lexicon_lemmas')
      .values([...fresh.values()])
      .onConflict((oc) => oc.columns(['lemma', 'translation']).doNothing())
      .returning(['id', 'lemma', 'translation'])
      .execute();
    const events = rows.map((r) => ({ ...lemmaHistoryLabel(r), changes: history.changes ?? [] }));
    await recordItemEvents(trx, 'lexicon_lemma', events, 'import', history.by, history.now);
    return rows;
  });
  return inserted.length;
}
