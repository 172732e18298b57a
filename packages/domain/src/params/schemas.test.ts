import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { randomGrammarInput } from '../grammar/grammar.schemas.ts';
import {
  immersionTextsInput,
  questionResponseInput,
  readingProgressInput,
} from '../reading/reading.schemas.ts';
import {
  calendarInput,
  createSessionInput,
  exerciseAttemptInput,
  updateSessionInput,
} from '../study/study.schemas.ts';
import { dailySessionInput, reviewResultInput } from '../vocabulary/vocabulary.schemas.ts';

function message(schema: z.ZodType, input: unknown): string | undefined {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('daily session input', () => {
  it('defaults includeNew to true and limit to 50', () => {
    expect(dailySessionInput.parse(undefined)).toEqual({ includeNew: true, limit: 50 });
    expect(dailySessionInput.parse({})).toEqual({ includeNew: true, limit: 50 });
  });
  it('reads query-string values', () => {
    expect(dailySessionInput.parse({ includeNew: 'false', limit: '20' })).toEqual({
      includeNew: false,
      limit: 20,
    });
  });
  it.each([
    [{ limit: 'abc' }, 'limit must be a whole number from 1 to 200.'],
    [{ limit: '0' }, 'limit must be a whole number from 1 to 200.'],
    [{ limit: 2.5 }, 'limit must be a whole number from 1 to 200.'],
    [{ limit: ['1', '2'] }, 'limit must be a whole number from 1 to 200.'],
    [{ includeNew: 'maybe' }, 'includeNew must be true or false.'],
  ])('refuses %j', (input, msg) => expect(message(dailySessionInput, input)).toBe(msg));
});

describe('review result input', () => {
  it('accepts the documented body', () => {
    expect(reviewResultInput.parse({ cardId: 3, result: 'pass', responseTime: 1200 })).toEqual({
      cardId: 3,
      result: 'pass',
      responseTime: 1200,
    });
  });
  it.each([
    [{ result: 'pass' }, 'cardId must be a positive whole number.'],
    [{ cardId: 1, result: 'ok' }, 'result must be "pass" or "fail".'],
    [{ cardId: 1, result: 'fail', responseTime: -1 }, 'responseTime must be a number of milliseconds.'],
    [{ cardId: 1, result: 'fail', responseTime: 'fast' }, 'responseTime must be a number of milliseconds.'],
  ])('refuses %j', (input, msg) => expect(message(reviewResultInput, input)).toBe(msg));
});

describe('study inputs', () => {
  it('accepts session types in any case', () => {
    expect(createSessionInput.parse({ sessionType: 'mixed', totalExercises: 12 })).toEqual({
      sessionType: 'MIXED',
      totalExercises: 12,
    });
    expect(message(createSessionInput, { sessionType: 'LISTENING' })).toBe(
      'sessionType must be one of MIXED, READING, GRAMMAR or VOCABULARY.',
    );
    expect(message(createSessionInput, {})).toBe(
      'sessionType must be one of MIXED, READING, GRAMMAR or VOCABULARY.',
    );
  });
  it('needs something to update', () => {
    expect(message(updateSessionInput, { id: 1 })).toMatch(/^Nothing to update/);
    expect(message(updateSessionInput, { id: 1, accuracyPercentage: 120 })).toBe(
      'accuracyPercentage must be a number from 0 to 100.',
    );
    expect(message(updateSessionInput, { id: 1, completedAt: 'yesterday' })).toMatch(/ISO 8601/);
    expect(updateSessionInput.parse({ id: '4', isSessionFinished: true })).toEqual({
      id: 4,
      isSessionFinished: true,
    });
  });
  it('validates calendar months', () => {
    expect(calendarInput.parse({ year: '2026', month: '3' })).toEqual({ year: 2026, month: 3 });
    expect(message(calendarInput, { year: '2026', month: '13' })).toBe(
      'month must be a whole number from 1 to 12.',
    );
  });
  it('reads an exercise attempt, joining word lists', () => {
    expect(
      exerciseAttemptInput.parse({
        studySessionId: 5,
        activityType: 'EXERCISE',
        activityId: 12,
        userAnswer: ['Ma', 'lähen', 'koju'],
        isCorrect: false,
      }),
    ).toMatchObject({
      activityType: 'exercise',
      activityId: '12',
      userAnswer: 'Ma lähen koju',
      isCorrect: false,
    });
    expect(message(exerciseAttemptInput, { activityType: 'quiz', isCorrect: true })).toBe(
      'activityType must be vocabulary, reading or exercise.',
    );
    expect(message(exerciseAttemptInput, { activityType: 'reading' })).toBe(
      'isCorrect must be true or false.',
    );
  });
});

describe('reading and grammar inputs', () => {
  it('defaults and validates', () => {
    expect(immersionTextsInput.parse({})).toEqual({ level: undefined, limit: 10 });
    expect(immersionTextsInput.parse({ level: 'a11', limit: '1' })).toEqual({ level: 'A11', limit: 1 });
    expect(message(immersionTextsInput, { level: 'Z9' })).toMatch(/^level must be one of A0/);
    expect(message(readingProgressInput, { id: 1, questionsAnswered: -1 })).toBe(
      'questionsAnswered must be a whole number from 0 to 1000.',
    );
    expect(message(questionResponseInput, { id: 1, userAnswer: '  ' })).toBe(
      'userAnswer is required: send the chosen option.',
    );
    expect(questionResponseInput.parse({ id: '2', userAnswer: true })).toEqual({ id: 2, userAnswer: 'true' });
  });
  it('grammar count defaults to 5 and must be 1–50', () => {
    expect(randomGrammarInput.parse(undefined)).toEqual({ count: 5 });
    expect(randomGrammarInput.parse({ count: '8' })).toEqual({ count: 8 });
    for (const bad of ['0', '51', 'x', '1.5', '-3', ''])
      expect(message(randomGrammarInput, { count: bad })).toBe('count must be a whole number from 1 to 50.');
  });
});
