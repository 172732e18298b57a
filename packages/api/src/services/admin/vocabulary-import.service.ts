import {
  type AdminVocabularyValues,
  adminExistingVocabularyKeys,
  adminInsertVocabularyCardsSkippingDuplicates,
  type Db,
  type VocabularyCardKey,
} from '@keelerada/db';
import {
  IMPORT_SKIP_REASONS,
  type ImportResult,
  type ImportRowError,
  type ImportSkippedRow,
  importCardKey,
  type PlannedCard,
  planVocabularyImport,
} from '@keelerada/domain';
import { getSpellChecker, type SpellChecker, unknownWordsOf, warningsOf } from './content-qa.ts';
import { addNewLemmas, type ImportedLemma, importedLemma } from './import-lexicon.ts';
import { cardSpellingFields, cardValues } from './vocabulary.service.ts';

/** Rows per INSERT statement (12 columns each, far below the 65,535 bind parameters of a statement). */
const CHUNK = 500;

const keyOfRow = (k: VocabularyCardKey) =>
  importCardKey({ word: k.word, form: k.form, practiceContext: k.practice_context });

const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;

/**
 * POST …/batch-import {cards, dryRun?, rows?}: every row is validated with the create rules (§5 messages); a row
 * repeating an earlier row or a stored card is skipped and listed with its reason. A dry run (the preview) stops
 * there and writes nothing. Otherwise the remaining rows are inserted in batches with ON CONFLICT DO NOTHING (a card
 * stored meanwhile is skipped too); each row is all-or-nothing, and a failing batch is retried row by row so one bad
 * row cannot take others with it. An optional `principalForms` column adds the word to the lexicon when the lexicon
 * does not have it yet (a row whose principal forms do not fit its word type is refused with the reason).
 */
export async function importVocabularyCards(
  db: Db,
  cards: unknown[],
  options: { dryRun?: boolean | undefined; rows?: number[] | undefined } = {},
): Promise<ImportResult> {
  const plan = planVocabularyImport(cards, options.rows);
  const errors: ImportRowError[] = plan.errors;
  const skippedRows: ImportSkippedRow[] = plan.skippedRows;
  const lemmas: ImportedLemma[] = [];
  plan.valid = plan.valid.filter((p) => {
    const lemma = importedLemma(p.data, p.card);
    if (lemma && 'error' in lemma) {
      errors.push({ row: p.row, error: lemma.error, data: p.data });
      return false;
    }
    if (lemma) lemmas.push(lemma.lemma);
    return true;
  });
  const existing = new Set(
    (
      await adminExistingVocabularyKeys(
        db,
        plan.valid.map(({ card: c }) => ({
          word: c.word,
          form: c.form,
          practice_context: c.practiceContext,
        })),
      )
    ).map(keyOfRow),
  );
  const toCreate: PlannedCard[] = [];
  for (const p of plan.valid) {
    if (existing.has(importCardKey(p.card)))
      skippedRows.push({ row: p.row, error: IMPORT_SKIP_REASONS.existing, data: p.data });
    else toCreate.push(p);
  }
  const done = (created: number): ImportResult => ({
    created,
    skipped: skippedRows.length,
    errors: errors.sort(byRow),
    skippedRows: skippedRows.sort(byRow),
    ...(options.dryRun ? { dryRun: true } : {}),
  });
  if (options.dryRun) return done(toCreate.length);

  const speller = await spellCheckerOrNull();
  const values = (p: PlannedCard): AdminVocabularyValues =>
    cardValues(p.card, speller ? unknownWordsOf(warningsOf(speller, cardSpellingFields(p.card))) : []);
  let created = 0;
  const insert = async (part: PlannedCard[]) => {
    const inserted = new Set(
      (await adminInsertVocabularyCardsSkippingDuplicates(db, part.map(values))).map(keyOfRow),
    );
    created += inserted.size;
    for (const p of part)
      if (!inserted.has(importCardKey(p.card)))
        skippedRows.push({ row: p.row, error: IMPORT_SKIP_REASONS.existing, data: p.data });
  };
  for (let i = 0; i < toCreate.length; i += CHUNK) {
    const part = toCreate.slice(i, i + CHUNK);
    try {
      await insert(part);
    } catch {
      for (const p of part) {
        try {
          await insert([p]);
        } catch {
          errors.push({ row: p.row, error: 'The card could not be saved.', data: p.data });
        }
      }
    }
  }
  await addNewLemmas(db, lemmas);
  return done(created);
}

async function spellCheckerOrNull(): Promise<SpellChecker | null> {
  try {
    return await getSpellChecker();
  } catch {
    return null; // QA never blocks an import
  }
}
