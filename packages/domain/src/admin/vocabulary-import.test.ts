import { describe, expect, it } from 'vitest';
import { neutralizeCsvCell, unneutralizeCsvCell } from './csv.ts';
import { firstVocabularyCardError } from './vocabulary-card.schemas.ts';
import {
  csvRowToCard,
  hasRequiredColumns,
  isCsvFile,
  VOCABULARY_CSV_COLUMNS,
  VOCABULARY_TEMPLATE_EXAMPLE,
  vocabularyBatchImportInput,
} from './vocabulary-import.ts';

describe('CSV formula neutralisation', () => {
  it('neutralises cells a spreadsheet would run as formulas, and reading undoes it', () => {
    for (const s of ['=1+1', '+372', '-ga', '@SUM(A1)', '\tx']) {
      expect(neutralizeCsvCell(s)).toBe(`'${s}`);
      expect(unneutralizeCsvCell(neutralizeCsvCell(s))).toBe(s);
    }
    expect(neutralizeCsvCell('maja')).toBe('maja');
    expect(unneutralizeCsvCell("'tis")).toBe("'tis");
  });
});

describe('CSV rows → cards (§5)', () => {
  it('trims cells, omits empty ones and reads frequencyRank as an integer or null', () => {
    expect(
      csvRowToCard({ word: ' maja ', definition: '', frequencyRank: 'often', level: 'A0', extra: 'ignored' }),
    ).toEqual({ word: 'maja', frequencyRank: null, level: 'A0' });
    expect(csvRowToCard({ frequencyRank: ' 12 ' })).toEqual({ frequencyRank: 12 });
    expect(csvRowToCard({ definition: "'-ga ending" })).toEqual({ definition: '-ga ending' });
  });
  it('counts a row only with the seven required columns', () => {
    const card = csvRowToCard(VOCABULARY_TEMPLATE_EXAMPLE);
    expect(hasRequiredColumns(card)).toBe(true);
    expect(hasRequiredColumns({ ...card, form: '' })).toBe(false);
  });
  it('has a template example that passes the create rules', () => {
    expect(Object.keys(VOCABULARY_TEMPLATE_EXAMPLE)).toEqual([...VOCABULARY_CSV_COLUMNS]);
    expect(firstVocabularyCardError(csvRowToCard(VOCABULARY_TEMPLATE_EXAMPLE))).toBeNull();
  });
  it('recognises CSV files by type or name', () => {
    expect(isCsvFile({ name: 'cards.CSV' })).toBe(true);
    expect(isCsvFile({ name: 'cards', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'cards.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
  });
  it('bounds the import request', () => {
    expect(vocabularyBatchImportInput.safeParse({ cards: [] }).error?.issues[0]?.message).toBe(
      'No valid cards found in the CSV file',
    );
    expect(vocabularyBatchImportInput.safeParse({ cards: [{}, 'x'] }).success).toBe(true);
  });
});
