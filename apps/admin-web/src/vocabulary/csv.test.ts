import { VOCABULARY_FILE_COLUMNS, VOCABULARY_IMPORT_MESSAGES } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import {
  chunk,
  decodeCsvBytes,
  headerProblem,
  nothingToImport,
  parseVocabularyCsv,
  rejectedRowsCsv,
} from './csv.ts';
import { runImport } from './import-run.ts';

const HEADER =
  'word,wordType,translation,definition,level,practiceContext,practiceContextTranslation,form,caseForm,verbForm,frequencyRank';

describe('parseVocabularyCsv', () => {
  it('reads quoted commas, trims cells, omits empty ones and reads frequencyRank', () => {
    const text = `\uFEFF${HEADER}\r\n köök ,NOUN,kitchen,,A11,"Lapsed, tulge ___ sööma!","Kids, come and eat!",kööki,ILLATIVE,,1800\r\n\r\nmaja,NOUN,house,,A0,Ma olen ___.,I am at home.,majas,,,abc\n`;
    const { cards, validCount } = parseVocabularyCsv(text);
    expect(cards).toHaveLength(2);
    expect(validCount).toBe(2);
    expect(cards[0]).toEqual({
      word: 'köök',
      wordType: 'NOUN',
      translation: 'kitchen',
      level: 'A11',
      practiceContext: 'Lapsed, tulge ___ sööma!',
      practiceContextTranslation: 'Kids, come and eat!',
      form: 'kööki',
      caseForm: 'ILLATIVE',
      frequencyRank: 1800,
    });
    expect(cards[1]?.frequencyRank).toBeNull();
    expect(cards[1]).not.toHaveProperty('definition');
  });

  it('counts only rows with the seven required columns, but keeps the others for the server to report', () => {
    const text = `${HEADER}\nmaja,NOUN,house,,A0,Ma olen ___.,I am at home.,majas,,,\nkass,NOUN,cat,,,,,,,,\n`;
    const { cards, validCount } = parseVocabularyCsv(text);
    expect(cards).toHaveLength(2);
    expect(validCount).toBe(1);
  });

  it('finds no valid row in a file without the required columns', () => {
    expect(parseVocabularyCsv('foo,bar\n1,2\n').validCount).toBe(0);
  });
});

describe('spreadsheet rows and headers (issue #20)', () => {
  it('matches headers case-insensitively and numbers rows as a spreadsheet does', () => {
    const text =
      'Word,WordType,Translation,Level,Practice Context,practice_context_translation,FORM\n' +
      'maja,NOUN,house,A0,See on ___.,It is a house.,maja\n' +
      '\n' +
      'kass,NOUN,"a cat,\nsmall",A0,See on ___.,It is a cat.,kass\n' +
      'koer,NOUN,dog,A0,See on ___.,It is a dog.,koer\n';
    const { cards, rows, validCount } = parseVocabularyCsv(text);
    expect(validCount).toBe(3);
    expect(rows).toEqual([2, 4, 5]);
    expect(cards[1]).toMatchObject({
      word: 'kass',
      translation: 'a cat,\nsmall',
      practiceContextTranslation: 'It is a cat.',
    });
  });

  it('writes rejected rows back as a CSV that re-imports, with row and reason', () => {
    const csv = rejectedRowsCsv([
      {
        row: 3,
        error: 'Level must be one of A0…',
        data: { word: 'maja', level: 'Z9', definition: '=1+1', number: 'PLURAL' },
      },
    ]);
    const [header, line] = csv.split('\r\n');
    // a UTF-8 BOM first, as the export, so Excel shows õ ä ö ü right
    expect(header).toBe(`\uFEFF${HEADER},number,alternatives,row,error`);
    expect(line).toBe("maja,,,'=1+1,Z9,,,,,,,PLURAL,,3,Level must be one of A0…");
    expect(parseVocabularyCsv(csv).cards[0]).toMatchObject({
      word: 'maja',
      level: 'Z9',
      definition: '=1+1',
      number: 'PLURAL',
    });
  });
});

describe('runImport', () => {
  it('sends chunks with their spreadsheet rows and adds the results up', async () => {
    const cards = Array.from({ length: 5 }, (_, i) => ({ word: `w${i + 1}` }));
    const rows = [2, 3, 4, 6, 7];
    const sent: number[] = [];
    const progress: number[] = [];
    const { result, failure } = await runImport(
      cards,
      rows,
      async (part, partRows) => {
        sent.push(part.length);
        return {
          created: part.length - 1,
          skipped: 0,
          errors: [{ row: partRows[0]!, error: 'Form is required', data: part[0]! }],
        };
      },
      (p) => progress.push(p.done),
      2,
    );
    expect(failure).toBeNull();
    expect(sent).toEqual([2, 2, 1]);
    expect(progress).toEqual([0, 2, 4, 5]);
    expect(result.created).toBe(2);
    expect(result.errors.map((e) => [e.row, e.data.word])).toEqual([
      [2, 'w1'],
      [4, 'w3'],
      [7, 'w5'],
    ]);
  });

  it('sends the import batch the first request opened with the later chunks (issue #20)', async () => {
    const batches: (number | undefined)[] = [];
    const { result } = await runImport(
      [{}, {}, {}],
      [2, 3, 4],
      async (_part, _rows, importBatchId) => {
        batches.push(importBatchId);
        return { created: 1, skipped: 0, errors: [], importBatchId: 42 };
      },
      () => {},
      1,
    );
    expect(batches).toEqual([undefined, 42, 42]);
    expect(result.importBatchId).toBe(42);
  });

  it('stops at a failed request and keeps what was imported', async () => {
    let calls = 0;
    const { result, failure } = await runImport(
      [{}, {}, {}],
      [2, 3, 4],
      async () => {
        calls += 1;
        if (calls === 2) throw new Error('boom');
        return { created: 1, skipped: 0, errors: [] };
      },
      () => {},
      1,
    );
    expect((failure as Error).message).toBe('boom');
    expect(result.created).toBe(1);
  });

  it('chunks evenly', () => {
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(chunk([], 2)).toEqual([]);
  });
});

describe('reading the chosen file (UTF-8 only)', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const row = 'jõgi,NOUN,river,,A0,See ___ on pikk.,This river is long.,jõgi,NOMINATIVE,,';

  it('refuses a file in the Windows code page (Excel "CSV (Comma delimited)") with what to do', () => {
    // windows-1257: õ is F5 (ä E4, ö F6, ü FC); none is valid UTF-8 on its own
    const cp1257 = Uint8Array.from([...utf8(`${HEADER}\r\nj`), 0xf5, ...utf8('gi,NOUN,river')]);
    expect(decodeCsvBytes(cp1257)).toEqual({ error: VOCABULARY_IMPORT_MESSAGES.notUtf8 });
    expect(VOCABULARY_IMPORT_MESSAGES.notUtf8).toBe(
      "This file is not UTF-8 text, so letters like õ ä ö ü would be garbled. In Excel choose 'CSV UTF-8 (Comma delimited)' when saving, then choose the file again.",
    );
    // UTF-16 (Excel "Unicode Text") is refused too
    expect(decodeCsvBytes(Uint8Array.from([0xff, 0xfe, 0x77, 0x00]))).toHaveProperty('error');
  });

  it('reads UTF-8 with or without a BOM, the BOM dropped', () => {
    const plain = decodeCsvBytes(utf8(`${HEADER}\n${row}\n`));
    const withBom = decodeCsvBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(`${HEADER}\n${row}\n`)]));
    expect(plain).toEqual({ text: `${HEADER}\n${row}\n` });
    expect(withBom).toEqual(plain);
  });

  it('reads the export (BOM, CRLF, number and alternatives columns last) back to the same cards', () => {
    const exported =
      `\uFEFF${VOCABULARY_FILE_COLUMNS.join(',')}\r\n` +
      'jalg,NOUN,foot,,A0,Mu ___ on väsinud.,My feet are tired.,jalad,NOMINATIVE,,900,PLURAL,\r\n' +
      'šokolaad,NOUN,chocolate,"magus, ""pruun""",A0,Ma armastan ___.,I love chocolate.,šokolaadi,PARTITIVE,,,,\r\n' +
      'siiani,ADVERB,until now,,A21,Ma olen ___ Tartus elanud.,I have lived in Tartu until now.,siiani,,,1500,,tänini|seni\r\n';
    const decoded = decodeCsvBytes(new TextEncoder().encode(exported));
    if (!('text' in decoded)) throw new Error(decoded.error);
    const parsed = parseVocabularyCsv(decoded.text);
    expect(parsed.missingColumns).toEqual([]);
    expect(parsed.rows).toEqual([2, 3, 4]);
    expect(parsed.cards).toEqual([
      {
        word: 'jalg',
        wordType: 'NOUN',
        translation: 'foot',
        level: 'A0',
        practiceContext: 'Mu ___ on väsinud.',
        practiceContextTranslation: 'My feet are tired.',
        form: 'jalad',
        caseForm: 'NOMINATIVE',
        frequencyRank: 900,
        number: 'PLURAL',
      },
      {
        word: 'šokolaad',
        wordType: 'NOUN',
        translation: 'chocolate',
        definition: 'magus, "pruun"',
        level: 'A0',
        practiceContext: 'Ma armastan ___.',
        practiceContextTranslation: 'I love chocolate.',
        form: 'šokolaadi',
        caseForm: 'PARTITIVE',
      },
      {
        word: 'siiani',
        wordType: 'ADVERB',
        translation: 'until now',
        level: 'A21',
        practiceContext: 'Ma olen ___ Tartus elanud.',
        practiceContextTranslation: 'I have lived in Tartu until now.',
        form: 'siiani',
        frequencyRank: 1500,
        alternatives: 'tänini|seni',
      },
    ]);
    // the BOM never reaches a header, even when the text still holds it
    expect(parseVocabularyCsv(exported).cards).toEqual(parsed.cards);
  });
});

describe('a file without the header row', () => {
  it('says the first line must be the header and lists the expected one', () => {
    const noHeader = parseVocabularyCsv(
      'koht,NOUN,place,,A0,See on hea ___.,This is a good place.,koht,NOMINATIVE,,\n' +
        'tee,NOUN,road,,A0,See ___ on pikk.,This road is long.,tee,NOMINATIVE,,\n',
    );
    expect(noHeader.cards).toEqual([]);
    expect(noHeader.missingColumns).toEqual([
      'word',
      'wordType',
      'translation',
      'level',
      'practiceContext',
      'practiceContextTranslation',
      'form',
    ]);
    const message = headerProblem(noHeader);
    expect(message).toMatch(
      /^The first line must be the header row, and it lacks the required columns word, /,
    );
    expect(message).toContain(`Expected header: ${VOCABULARY_FILE_COLUMNS.join(',')}`);
  });

  it('names only the missing columns of a misspelt header, and says nothing of a good one', () => {
    const misspelt = parseVocabularyCsv(
      'Word,Word Type,Translation,Level,Practise Context,Context Translation,Form\nmaja,NOUN,house,A0,x ___,y,maja\n',
    );
    expect(misspelt.missingColumns).toEqual(['practiceContext', 'practiceContextTranslation']);
    expect(headerProblem(misspelt)).toContain(
      'lacks the required columns practiceContext, practiceContextTranslation.',
    );
    expect(headerProblem(parseVocabularyCsv(`${HEADER}\n`))).toBeNull();
    expect(headerProblem(parseVocabularyCsv(''))).toContain('lacks the required columns word,');
  });
});

describe('whether Import is off for the chosen file', () => {
  const header = 'word,wordType,translation,level,practiceContext,practiceContextTranslation,form';
  it('is off after a file refused as not UTF-8 (or not CSV), on again after another file or Clear', () => {
    expect(nothingToImport({ refused: true, picked: null })).toBe(true);
    expect(nothingToImport({ refused: false, picked: null })).toBe(false); // no file: "Please select a file first"
  });

  it('is off for a file without a valid row, on for a file with one', () => {
    expect(nothingToImport({ refused: false, picked: parseVocabularyCsv(`${header}\n`) })).toBe(true);
    expect(
      nothingToImport({ refused: false, picked: parseVocabularyCsv(`${header}\nmaja,NOUN,house,,,,\n`) }),
    ).toBe(true);
    expect(
      nothingToImport({
        refused: false,
        picked: parseVocabularyCsv(`${header}\nmaja,NOUN,house,A0,See on ___.,This is a house.,maja\n`),
      }),
    ).toBe(false);
  });
});
