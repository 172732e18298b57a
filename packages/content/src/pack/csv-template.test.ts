import { VOCABULARY_FILE_COLUMNS } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { parseCsvLines, readCsvCell, toTemplateCsv, VOCABULARY_CSV_COLUMNS } from './csv-template.ts';
import { readPack, rowRecord } from './pack.ts';

/** One cell as the template writes it (the definition column of a row holding only it). */
const csvCell = (definition: string | number | null | undefined) =>
  toTemplateCsv([{ definition }], { eol: '\n' })
    .split('\n')
    .slice(1, -1)
    .join('\n')
    .slice(',,,'.length)
    .replace(/,{7}$/, '');

describe('vocabulary CSV template', () => {
  it('has the create-payload columns in the documented order', () => {
    expect(VOCABULARY_CSV_COLUMNS.join(',')).toBe(
      'word,wordType,translation,definition,level,practiceContext,practiceContextTranslation,form,caseForm,verbForm,frequencyRank',
    );
  });

  it('writes the header alone for no rows (the downloadable template)', () => {
    expect(toTemplateCsv([])).toBe(`${VOCABULARY_CSV_COLUMNS.join(',')}\r\n`);
    expect(toTemplateCsv([], { eol: '\n' })).toBe(`${VOCABULARY_CSV_COLUMNS.join(',')}\n`);
  });

  it('writes the optional number column last when asked (the admin template and export)', () => {
    const columns = [...VOCABULARY_CSV_COLUMNS, 'number'] as const;
    const csv = toTemplateCsv([{ word: 'jalg', form: 'jalad', number: 'PLURAL' }], { eol: '\n', columns });
    expect(csv).toBe(`${columns.join(',')}\njalg,,,,,,,jalad,,,,PLURAL\n`);
    // without it the number is left out, as the pack writer always did
    expect(toTemplateCsv([{ word: 'jalg', number: 'PLURAL' }], { eol: '\n' }).split('\n')[1]).toBe(
      'jalg,,,,,,,,,,',
    );
  });

  it('quotes cells holding commas, quotes or line breaks (RFC 4180) and leaves missing columns empty', () => {
    const csv = toTemplateCsv(
      [
        {
          word: 'olema',
          wordType: 'VERB',
          translation: 'to be',
          definition: 'olen, oled, "on"',
          frequencyRank: 2,
        },
      ],
      { eol: '\n' },
    );
    expect(csv.split('\n')[1]).toBe('olema,VERB,to be,"olen, oled, ""on""",,,,,,,2');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each(['=1+2', '+372 5555', '-lt ending', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a cell beginning like a formula: %j',
    (cell) => {
      const written = csvCell(cell);
      expect(written.replace(/^"|"$/g, '').startsWith(`'${cell[0]}`)).toBe(true);
    },
  );

  it('reading a cell back undoes the formula quote', () => {
    const written = parseCsvLines(toTemplateCsv([{ definition: '-tud participle' }])).rows[0]!.cells[3]!;
    expect(written).toBe("'-tud participle");
    expect(readCsvCell(written)).toBe('-tud participle');
    expect(readCsvCell("'=1+2")).toBe('=1+2');
    expect(readCsvCell("it's")).toBe("it's");
  });

  it('leaves ordinary cells alone', () => {
    expect(csvCell('Ma elan suures ___.')).toBe('Ma elan suures ___.');
    expect(csvCell('a-b')).toBe('a-b');
    expect(csvCell(120)).toBe('120');
  });

  it('reads back what it writes, with line numbers that count multi-line cells', () => {
    const csv = toTemplateCsv([{ word: 'a', definition: 'one\ntwo' }, { word: 'b' }]);
    const { header, rows } = parseCsvLines(csv);
    expect(header).toEqual([...VOCABULARY_CSV_COLUMNS]);
    expect(
      rows.map((r) => [r.line, rowRecord(header, r.cells).word, rowRecord(header, r.cells).definition]),
    ).toEqual([
      [2, 'a', 'one\ntwo'],
      [4, 'b', ''],
    ]);
  });

  it('round-trips the real vocabulary files cell for cell (formula quotes undone on reading)', () => {
    const files = readPack().vocabulary;
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      // the pack's files have the admin template's columns: the import's, then `number` and `alternatives`
      expect(f.header).toEqual([...VOCABULARY_FILE_COLUMNS]);
      const header = f.header;
      const records = f.rows.map((r) => rowRecord(header, r.cells));
      const back = parseCsvLines(toTemplateCsv(records, { columns: VOCABULARY_FILE_COLUMNS }));
      expect(back.header).toEqual(header);
      expect(back.rows.map((r) => rowRecord(back.header, r.cells))).toEqual(records);
    }
  });
});
