import { z } from 'zod';
import type { ContentLevel } from '../levels/levels.ts';

/**
 * The placement test (issue 21): an adaptive staircase over the levels with content. It starts at A1.1; a right
 * answer moves the next item one level up, a wrong one one level down. It ends after `PLACEMENT_MAX_ITEMS` items (about
 * five minutes of multiple choice), or earlier once the staircase has turned `PLACEMENT_STOP_REVERSALS` times.
 */
export const PLACEMENT_LEVELS = [
  'A0',
  'A11',
  'A12',
  'A21',
  'A22',
  'B1',
] as const satisfies readonly ContentLevel[];
export type PlacementLevel = (typeof PLACEMENT_LEVELS)[number];
export const PLACEMENT_START: PlacementLevel = 'A11';
export const PLACEMENT_MAX_ITEMS = 20;
export const PLACEMENT_MIN_ITEMS = 10;
export const PLACEMENT_STOP_REVERSALS = 6;
/** A level counts as known when at least this share of its items were right (and at least two were asked). */
export const PLACEMENT_PASS_SHARE = 0.6;

export type PlacementSkill = 'vocabulary' | 'grammar';

export interface PlacementAnswer {
  level: PlacementLevel;
  skill: PlacementSkill;
  correct: boolean;
  /** What the item trained, for the summary: a word type or a case ("ILLATIVE"). */
  topic: string;
}

const rank = (l: PlacementLevel) => PLACEMENT_LEVELS.indexOf(l);

/** How often the staircase changed direction (right after wrong or wrong after right). */
export function reversals(answers: readonly PlacementAnswer[]): number {
  let n = 0;
  for (let i = 1; i < answers.length; i++) if (answers[i]!.correct !== answers[i - 1]!.correct) n++;
  return n;
}

export function placementFinished(answers: readonly PlacementAnswer[]): boolean {
  if (answers.length >= PLACEMENT_MAX_ITEMS) return true;
  return answers.length >= PLACEMENT_MIN_ITEMS && reversals(answers) >= PLACEMENT_STOP_REVERSALS;
}

/** The level of the next item, from the last answer (a staircase, clamped to the levels with content). */
export function nextPlacementLevel(answers: readonly PlacementAnswer[]): PlacementLevel {
  const last = answers[answers.length - 1];
  if (!last) return PLACEMENT_START;
  const i = rank(last.level) + (last.correct ? 1 : -1);
  return PLACEMENT_LEVELS[Math.min(PLACEMENT_LEVELS.length - 1, Math.max(0, i))]!;
}

/** Alternates vocabulary and grammar items (vocabulary first). */
export function nextPlacementSkill(answers: readonly PlacementAnswer[]): PlacementSkill {
  return answers.length % 2 === 0 ? 'vocabulary' : 'grammar';
}

export interface PlacementResult {
  recommendedLevel: PlacementLevel;
  /** Right answers / items asked, per level asked. */
  byLevel: { level: PlacementLevel; right: number; asked: number }[];
  /** Plain-English lines: what the learner showed they know, and what to work on. */
  strengths: string[];
  toWorkOn: string[];
}

const LEVEL_NAMES: Record<PlacementLevel, string> = {
  A0: 'A0',
  A11: 'A1.1',
  A12: 'A1.2',
  A21: 'A2.1',
  A22: 'A2.2',
  B1: 'B1',
};

export function placementLevelName(l: PlacementLevel): string {
  return LEVEL_NAMES[l];
}

/**
 * The recommended level: the highest level such that every level asked up to it was passed (≥ 60 % right with at
 * least two items; a level with one item counts when that item was right). A learner who passes nothing starts at A0.
 */
export function placementResult(answers: readonly PlacementAnswer[]): PlacementResult {
  const byLevel = PLACEMENT_LEVELS.map((level) => {
    const mine = answers.filter((a) => a.level === level);
    return { level, right: mine.filter((a) => a.correct).length, asked: mine.length };
  }).filter((x) => x.asked > 0);
  const passed = (x: { right: number; asked: number }) =>
    x.asked === 1 ? x.right === 1 : x.right / x.asked >= PLACEMENT_PASS_SHARE;
  let recommended: PlacementLevel = 'A0';
  for (const x of byLevel) {
    if (!passed(x)) break;
    recommended = x.level;
  }
  const topics = new Map<string, { skill: PlacementSkill; right: number; asked: number }>();
  for (const a of answers) {
    const key = `${a.skill}:${a.topic}`;
    const t = topics.get(key) ?? { skill: a.skill, right: 0, asked: 0 };
    t.asked++;
    if (a.correct) t.right++;
    topics.set(key, t);
  }
  const describe = (key: string, skill: PlacementSkill) => {
    const topic = key.slice(key.indexOf(':') + 1).toLowerCase();
    return skill === 'vocabulary' ? `${topic} vocabulary` : `the ${topic} case`;
  };
  const strengths: string[] = [];
  const toWorkOn: string[] = [];
  for (const [key, t] of topics) {
    const line = `${describe(key, t.skill)} (${t.right} of ${t.asked} right)`;
    if (t.right / t.asked >= PLACEMENT_PASS_SHARE) strengths.push(line);
    else toWorkOn.push(line);
  }
  return { recommendedLevel: recommended, byLevel, strengths, toWorkOn };
}

/** Input of placement.answer: the run and the option chosen. */
export const placementAnswerInput = z.object({
  runId: z
    .number({ error: 'runId must be a number.' })
    .int()
    .positive('runId must be a positive whole number.'),
  choice: z
    .string({ error: 'Choose one of the options shown.' })
    .min(1, 'Choose one of the options shown.')
    .max(300, 'Choose one of the options shown.'),
});
export const placementRunInput = z.object({
  runId: z
    .number({ error: 'runId must be a number.' })
    .int()
    .positive('runId must be a positive whole number.'),
});
