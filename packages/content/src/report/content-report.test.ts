import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countPack } from '../pack/count.ts';
import { fixturePack } from '../pack/pack-fixture.ts';
import { parseAllowlists } from '../spelling/allowlist.ts';
import { checkSpelling } from '../spelling/check-spelling.ts';
import { contentReport } from './content-report.ts';

describe('content report', () => {
  it('has the shape of issue 4, spelling counted as distinct unknown and allowlisted tokens', () => {
    const texts = [
      { file: 'a', where: '', text: 'Kertu ja Kertu läksid ja tulid tagasi' },
      { file: 'b', where: '', text: 'vigane sõnna sõnna' },
    ];
    const known = new Set(['ja', 'läksid', 'tulid', 'tagasi', 'vigane']);
    const spelling = checkSpelling(texts, (t) => known.has(t), parseAllowlists({ 'x.txt': 'Kertu  # name' }));
    const report = contentReport(countPack(fixturePack()), spelling);
    expect(Object.keys(report)).toEqual([
      'vocabulary',
      'principalForms',
      'grammar',
      'reading',
      'books',
      'acceptedAnswers',
      'spelling',
    ]);
    expect(report.acceptedAnswers.SENTENCE_CONSTRUCTION).toEqual({ items: 1, moreThanOne: 1 });
    expect(report.acceptedAnswers.TRANSLATION).toEqual({ items: 1, moreThanOne: 0 });
    expect(Object.keys(report.vocabulary)).toEqual(['total', 'byLevel', 'byWordType', 'byCaseAndNumber']);
    expect(report.vocabulary.byCaseAndNumber['INESSIVE singular']).toBe(1);
    expect(Object.keys(report.principalForms)).toEqual([
      'lemmasWithPrincipalForms',
      'nominalsPractised',
      'verbsPractised',
    ]);
    expect(Object.keys(report.grammar)).toEqual(['total', 'byType', 'byLevel', 'byTopic', 'casePractice']);
    expect(report.grammar.casePractice['INESSIVE singular']).toBe(1);
    expect(Object.keys(report.reading)).toEqual(['total', 'byLevel', 'questions']);
    expect(report.books).toEqual({ total: 1, segments: 40 });
    expect(report.spelling).toEqual({ tokens: 10, unknown: 1, allowlisted: 1 });
    expect(report.readingOptionLength).toBeUndefined();
  });

  it('adds the option-length check after the reading counts when given the reading files', () => {
    const spelling = checkSpelling([], () => true, parseAllowlists({}));
    const pack = fixturePack();
    const report = contentReport(countPack(pack), spelling, pack.reading);
    expect(Object.keys(report).slice(3, 5)).toEqual(['reading', 'readingOptionLength']);
    // the fixture's two choice questions: both keys ("in a big house", "sister") are the shortest option
    expect(report.readingOptionLength).toMatchObject({ questions: 2, keyLongest: 0, keyShortest: 2 });
  });

  it('the CLI prints exactly one JSON object for the real pack', () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../cli/report.ts')],
      {
        encoding: 'utf8',
      },
    );
    const report = JSON.parse(out);
    // the counts first, then the lexicon's checks (issue 16)
    expect(Object.keys(report)).toEqual([
      'vocabulary',
      'principalForms',
      'grammar',
      'reading',
      'readingOptionLength',
      'books',
      'acceptedAnswers',
      'spelling',
      'lexicon',
    ]);
    expect(report.lexicon.cardMismatches).toBe(0);
    expect(Object.keys(report.acceptedAnswers)).toContain('SHORT_ANSWER');
    expect(report.vocabulary.total).toBeGreaterThan(0);
    expect(Object.keys(report.spelling)).toEqual(['tokens', 'unknown', 'allowlisted']);
  }, 60_000);
});
