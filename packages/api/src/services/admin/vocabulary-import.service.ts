import {
  type AdminVocabularyValues,
  adminInsertVocabularyCardsSkippingDuplicates,
  type Db,
} from '@keelerada/db';
import {
  firstIssueMessage,
  type ImportResult,
  type ImportRowError,
  vocabularyCardInput,
} from '@keelerada/domain';
import { getSpellChecker, type SpellChecker, unknownWordsOf, warningsOf } from './content-qa.ts';
import { addNewLemmas, type ImportedLemma, importedLemma } from './import-lexicon.ts';
import { cardSpellingFields, cardValues } from './vocabulary.service.ts';

/** Rows per INSERT statement (12 columns each, far below the 65,535 bind parameters of a statement). */
const CHUNK = 500;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * POST …/batch-import {cards}: every row is validated again with the create rules (§5 messages); valid rows are
 * inserted in batches with ON CONFLICT DO NOTHING, so a card whose word, form and practice context already exist —
 * in the database or earlier in the same file — is skipped. Each row is all-or-nothing; a failing batch is retried
 * row by row so one bad row cannot take others with it. Rows are numbered from 1 (the first data row of the file).
 * An optional `principalForms` column adds the word to the lexicon when the lexicon does not have it yet (a row
 * whose principal forms do not fit its word type is refused with the reason).
 */
export async function importVocabularyCards(db: Db, cards: unknown[]): Promise<ImportResult> {
  const errors: ImportRowError[] = [];
  let speller: SpellChecker | null = null;
  try {
    speller = await getSpellChecker();
  } catch {
    speller = null; // QA never blocks an import
  }
  const valid: { row: number; data: Record<string, unknown>; values: AdminVocabularyValues }[] = [];
  const seen = new Set<string>();
  const lemmas: ImportedLemma[] = [];
  let skipped = 0;
  cards.forEach((raw, i) => {
    const row = i + 1;
    if (!isRecord(raw)) {
      errors.push({ row, error: 'Each row must be an object of CSV columns.', data: { value: raw } });
      return;
    }
    const parsed = vocabularyCardInput.safeParse(raw);
    if (!parsed.success) {
      errors.push({ row, error: firstIssueMessage(parsed.error), data: raw });
      return;
    }
    const v = parsed.data;
    const lemma = importedLemma(raw, v);
    if (lemma && 'error' in lemma) {
      errors.push({ row, error: lemma.error, data: raw });
      return;
    }
    if (lemma) lemmas.push(lemma.lemma);
    const key = `${v.word}\u0000${v.form}\u0000${v.practiceContext}`;
    if (seen.has(key)) {
      skipped++;
      return;
    }
    seen.add(key);
    const unknown = speller ? unknownWordsOf(warningsOf(speller, cardSpellingFields(v))) : [];
    valid.push({ row, data: raw, values: cardValues(v, unknown) });
  });

  let created = 0;
  for (let i = 0; i < valid.length; i += CHUNK) {
    const chunk = valid.slice(i, i + CHUNK);
    try {
      const n = await adminInsertVocabularyCardsSkippingDuplicates(
        db,
        chunk.map((c) => c.values),
      );
      created += n;
      skipped += chunk.length - n;
    } catch {
      for (const c of chunk) {
        try {
          const n = await adminInsertVocabularyCardsSkippingDuplicates(db, [c.values]);
          created += n;
          skipped += 1 - n;
        } catch {
          errors.push({ row: c.row, error: 'The card could not be saved.', data: c.data });
        }
      }
    }
  }
  await addNewLemmas(db, lemmas);
  errors.sort((a, b) => a.row - b.row);
  return { created, skipped, errors };
}
