import { describe, expect, it } from 'vitest';
import { type JsonFile, readPack } from '../pack/pack.ts';
import { keyLength, optionLengthReport } from './option-length.ts';

const question = (questionType: string, options: string[], key: string) => ({
  question: 'Kus elab Mari?',
  questionType,
  options,
  correctAnswer: [key],
  explanation: 'x',
});

const text = (level: string, ...readingQuestions: unknown[]): JsonFile => ({
  file: `reading/${level}/x.json`,
  data: { level, readingQuestions },
});

describe('keyLength', () => {
  it('is longest only when the key is longer than every other option', () => {
    expect(keyLength(['Tartus', 'Tallinnas', 'Pärnus'], 'Tallinnas')).toBe('longest');
    // a tie with another option is not a give-away
    expect(keyLength(['Tartus', 'Pärnus', 'Narvas'], 'Tartus')).toBe('neither');
  });

  it('is shortest only when the key is shorter than every other option', () => {
    expect(keyLength(['Tartus', 'Tallinnas', 'Pärnus'], 'Pärnus')).toBe('neither');
    expect(keyLength(['Elvas', 'Tallinnas', 'Pärnus'], 'Elvas')).toBe('shortest');
  });

  it('counts characters, not bytes, of the Estonian letters', () => {
    expect(keyLength(['õõõ', 'aaaa'], 'õõõ')).toBe('shortest');
  });
});

describe('optionLengthReport', () => {
  it('tallies the choice questions per level, per type and overall', () => {
    const report = optionLengthReport([
      text(
        'A0',
        question('MULTIPLE_CHOICE', ['Tartus', 'Tallinnas', 'Pärnus'], 'Tallinnas'),
        question('MULTIPLE_CHOICE', ['Elvas', 'Tallinnas', 'Pärnus'], 'Elvas'),
      ),
      text('B1', question('VOCABULARY_DEFINITION', ['sister', 'brother', 'aunt'], 'brother')),
    ]);
    expect(report).toMatchObject({ questions: 3, keyLongest: 2, keyShortest: 1 });
    expect(report.byLevel.A0).toEqual({ questions: 2, keyLongest: 1, keyShortest: 1 });
    expect(report.byLevel.B1).toEqual({ questions: 1, keyLongest: 1, keyShortest: 0 });
    expect(report.byLevel.A11).toEqual({ questions: 0, keyLongest: 0, keyShortest: 0 });
    expect(report.byType.MULTIPLE_CHOICE).toEqual({ questions: 2, keyLongest: 1, keyShortest: 1 });
    expect(report.byType.VOCABULARY_DEFINITION).toEqual({ questions: 1, keyLongest: 1, keyShortest: 0 });
  });

  it('leaves out true/false and short-answer questions, a key that is not an option and a lone option', () => {
    const report = optionLengthReport([
      text(
        'A11',
        question('TRUE_FALSE', ['True', 'False'], 'False'),
        { ...question('SHORT_ANSWER', [], 'Tallinnas'), options: [] },
        question('MULTIPLE_CHOICE', ['Tartus', 'Pärnus'], 'Tallinnas'),
        question('MULTIPLE_CHOICE', ['Tartus'], 'Tartus'),
      ),
    ]);
    expect(report.questions).toBe(0);
  });
});

describe('the real pack (data/reading)', () => {
  const report = optionLengthReport(readPack(undefined, (file) => file.startsWith('reading/')).reading);

  it('has choice questions at every level', () => {
    for (const tally of Object.values(report.byLevel)) expect(tally.questions).toBeGreaterThan(0);
  });

  it('does not give the key away by length: strictly the longest or the shortest in at most 30 % at every level', () => {
    for (const [level, tally] of Object.entries(report.byLevel)) {
      expect(tally.keyLongest / tally.questions, `${level}: key longest`).toBeLessThanOrEqual(0.3);
      expect(tally.keyShortest / tally.questions, `${level}: key shortest`).toBeLessThanOrEqual(0.3);
    }
  });
});
