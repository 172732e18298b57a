import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { displayedOptions, inDisplayOrder } from './option-order.ts';

const MC = { id: 17, type: 'multiple_choice', options: ['in Tartu', 'in Tallinn', 'in Pärnu', 'in Narva'] };

interface PackQuestion {
  questionType: string;
  options?: string[];
  correctAnswer: string[];
}

/** The content pack's comprehension questions with options (multiple choice and vocabulary definition). */
function packQuestions() {
  const root = fileURLToPath(new URL('../../../../packages/content/data/reading', import.meta.url));
  const out: { id: number; type: string; options: string[]; correct: string }[] = [];
  for (const level of readdirSync(root)) {
    for (const file of readdirSync(join(root, level))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const text = JSON.parse(readFileSync(join(root, level, file), 'utf8')) as {
        readingQuestions: PackQuestion[];
      };
      for (const q of text.readingQuestions) {
        if (q.questionType === 'TRUE_FALSE' || !q.options?.length) continue;
        out.push({
          id: out.length + 1,
          type: q.questionType,
          options: q.options,
          correct: q.correctAnswer[0]!,
        });
      }
    }
  }
  return out;
}

describe('the order reading options are shown in', () => {
  it('is the same for a learner and a question on every visit (a reload keeps the answer given in place)', () => {
    expect(displayedOptions(MC, 5)).toEqual(displayedOptions({ ...MC }, 5));
    expect(inDisplayOrder([MC], 5)[0]!.options).toEqual(displayedOptions(MC, 5));
  });

  it('holds the stored options, texts unchanged (the answer sent is the option text), whatever their stored order', () => {
    const shown = displayedOptions(MC, 5);
    expect([...shown].sort()).toEqual([...MC.options].sort());
    expect(displayedOptions({ ...MC, options: [...MC.options].reverse() }, 5)).toEqual(shown);
  });

  it('differs between learners and between questions', () => {
    const orders = new Set<string>();
    for (let user = 1; user <= 30; user++) orders.add(displayedOptions(MC, user).join('|'));
    expect(orders.size).toBeGreaterThan(5);
    const perQuestion = new Set<string>();
    for (let id = 1; id <= 30; id++) perQuestion.add(displayedOptions({ ...MC, id }, 5).join('|'));
    expect(perQuestion.size).toBeGreaterThan(5);
  });

  it('does not put the correct option of the pack first (it was first in 104 of 122 questions)', () => {
    const questions = packQuestions();
    expect(questions.length).toBeGreaterThan(100);
    const storedFirst = questions.filter((q) => q.options[0] === q.correct).length;
    // stored order: what the learner saw before
    expect(storedFirst / questions.length).toBeGreaterThan(0.5);
    let first = 0;
    let shown = 0;
    for (let user = 1; user <= 40; user++) {
      const forUser = questions.filter((q) => displayedOptions(q, user)[0] === q.correct).length;
      // no learner sees the right answer first much more often than chance (1 in 3 or 4 options)
      expect(forUser / questions.length).toBeLessThan(0.45);
      first += forUser;
      shown += questions.length;
      // and every position is used
      const positions = new Set(questions.map((q) => displayedOptions(q, user).indexOf(q.correct)));
      expect(positions).toEqual(new Set([0, 1, 2, 3]));
    }
    expect(first / shown).toBeGreaterThan(0.2);
    expect(first / shown).toBeLessThan(0.35);
  });

  it('keeps True, False and a short answer as they are', () => {
    expect(displayedOptions({ id: 3, type: 'true_false', options: ['True', 'False'] }, 9)).toEqual([
      'True',
      'False',
    ]);
    const tf = { id: 3, type: 'TRUE_FALSE', options: ['True', 'False'] };
    for (let user = 1; user <= 20; user++)
      expect(inDisplayOrder([tf], user)[0]!.options).toEqual(['True', 'False']);
    expect(displayedOptions({ id: 4, type: 'short_answer', options: [] }, 9)).toEqual([]);
    expect(displayedOptions({ id: 4, type: 'short_answer', options: null }, 9)).toEqual([]);
  });

  it('shuffles vocabulary definitions, and treats an unknown type as multiple choice (the spec default)', () => {
    const vd = { ...MC, type: 'VOCABULARY_DEFINITION' };
    const orders = new Set<string>();
    for (let user = 1; user <= 30; user++) orders.add(displayedOptions(vd, user).join('|'));
    expect(orders.size).toBeGreaterThan(5);
    expect(displayedOptions({ ...MC, type: null }, 5)).toEqual(displayedOptions(MC, 5));
  });

  it('copies the questions and leaves the stored ones as they were', () => {
    const stored = [{ ...MC, options: [...MC.options] }];
    const shown = inDisplayOrder(stored, 5);
    expect(stored[0]!.options).toEqual(MC.options);
    expect(shown[0]).not.toBe(stored[0]);
    expect(shown[0]).toMatchObject({ id: 17, type: 'multiple_choice' });
  });
});
