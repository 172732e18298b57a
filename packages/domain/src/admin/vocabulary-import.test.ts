import { describe, expect, it } from 'vitest';
import { neutralizeCsvCell, unneutralizeCsvCell } from './csv.ts';
import { firstVocabularyCardError } from './vocabulary-card.schemas.ts';
import {
  canonicalCsvHeader,
  csvRowToCard,
  garbledField,
  hasRequiredColumns,
  isCsvFile,
  missingRequiredColumns,
  VOCABULARY_CSV_COLUMNS,
  VOCABULARY_FILE_COLUMNS,
  VOCABULARY_IMPORT_MESSAGES,
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
    // the optional alternatives cell is passed on as written (the create rules split it); blank is left out
    expect(csvRowToCard({ alternatives: ' kuri | õel ' })).toEqual({ alternatives: 'kuri | õel' });
    expect(csvRowToCard({ alternatives: '  ' })).toEqual({});
  });
  it('counts a row only with the seven required columns', () => {
    const card = csvRowToCard(VOCABULARY_TEMPLATE_EXAMPLE);
    expect(hasRequiredColumns(card)).toBe(true);
    expect(hasRequiredColumns({ ...card, form: '' })).toBe(false);
  });
  it('has a template example that passes the create rules', () => {
    expect(Object.keys(VOCABULARY_TEMPLATE_EXAMPLE)).toEqual([...VOCABULARY_FILE_COLUMNS]);
    expect(firstVocabularyCardError(csvRowToCard(VOCABULARY_TEMPLATE_EXAMPLE))).toBeNull();
    // the template shows the optional number column with a value, so an editor sees what goes there
    expect(csvRowToCard(VOCABULARY_TEMPLATE_EXAMPLE).number).toBe('SINGULAR');
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

describe('header row and encoding checks', () => {
  it('writes the import columns then number and alternatives, the content pack order', () => {
    expect(VOCABULARY_FILE_COLUMNS).toEqual([...VOCABULARY_CSV_COLUMNS, 'number', 'alternatives']);
    expect(canonicalCsvHeader('Number')).toBe('number');
    expect(canonicalCsvHeader('Alternatives')).toBe('alternatives');
    expect(canonicalCsvHeader('principal_forms')).toBe('principalForms');
  });
  it('names the required columns a header row lacks', () => {
    expect(missingRequiredColumns([...VOCABULARY_FILE_COLUMNS])).toEqual([]);
    expect(missingRequiredColumns(['Word', 'Word Type', 'translation', 'level', 'practiseContext'])).toEqual([
      'practiceContext',
      'practiceContextTranslation',
      'form',
    ]);
    // a file without a header: its first data row is read as the header
    expect(missingRequiredColumns(['koht', 'NOUN', 'place', '', 'A0'])).toHaveLength(7);
    expect(VOCABULARY_IMPORT_MESSAGES.missingColumns(['form'])).toBe(
      `The first line must be the header row, and it lacks the required column form. Expected header: ${VOCABULARY_FILE_COLUMNS.join(',')}`,
    );
  });
  it('finds the field holding U+FFFD', () => {
    expect(garbledField({ word: 'jõgi', form: 'jõe' })).toBeNull();
    expect(garbledField({ word: 'j\uFFFDgi', form: 'j\uFFFDe' })).toBe('word');
    expect(garbledField({ word: 'jõgi', frequencyRank: 3, number: 'PLURAL\uFFFD' })).toBe('number');
  });
});
