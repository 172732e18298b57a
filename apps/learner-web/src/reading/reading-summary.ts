import type { ReadingText } from '../data/types.ts';

/** What a reading attempt stores as its content: the Session Review's reading layout (§2). */
export function readingSummary(text: ReadingText) {
  return {
    id: text.id,
    title: text.title,
    source: text.source,
    difficulty: text.difficulty,
    level: text.level,
    hasQuestions: text.comprehensionQuestions.length > 0,
    questionCount: text.comprehensionQuestions.length,
  };
}
