import { type GrammarExerciseFields, type Judgement, judge, normalizeText } from '@keelerada/domain';
import { shuffle } from '../lib/shuffle.ts';

export const UNSUPPORTED_PREVIEW = 'Exercise type not supported in preview';

/** The case-practice choices of the preview: the answer and the distractors, shuffled (§5 Preview correctness). */
export function previewCaseOptions(
  correctAnswer: string,
  distractors: readonly string[],
  random: () => number = Math.random,
): string[] {
  const seen = new Set<string>();
  const all = [correctAnswer, ...distractors]
    .map((s) => s.trim())
    .filter((s) => {
      const k = normalizeText(s);
      if (!s || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  return shuffle(all, random);
}

/**
 * The judge's verdict on a preview answer (issue 17): the same judge as the learner app — every accepted answer is
 * right, a near miss is "almost", a wrong answer gets the nearest accepted answer with its differences marked.
 */
export function checkPreviewAnswer(ex: GrammarExerciseFields, answer: string): Judgement {
  return judge(ex, answer);
}

/** A piece of a diagnosis: plain text, a form it quotes (shown in bold), or the quoted answer with its marks. */
export type DiagnosisPiece = { text: string; kind: 'text' | 'quoted' | 'marked' };

/** What a wrong answer's feedback says (editor defect 4). */
export interface WrongAnswerFeedback {
  /** "The nearest accepted answer is X" and its closing stop ('' when X ends in its own), or null when not said. */
  nearest: { stop: '' | '.' } | null;
  /** The judge's diagnosis in pieces, or null. */
  diagnosis: DiagnosisPiece[] | null;
}

/** Whether a text ends in its own sentence punctuation (a closing quote or bracket after it counts too). */
export const endsInStop = (text: string): boolean => /[.!?…]["'»”’)]*$/u.test(text.trimEnd());

/**
 * The feedback of a wrong preview answer, as the learner app gives it since session 28 (its `DiagnosisText`): a
 * sentence diagnosis of the judge ends with the accepted sentence it quotes and adds no stop of its own
 * ("Some words differ from an accepted answer: `Paljud inimesed muretsevad keskkonna pärast.`"), the quoted sentence
 * shown with the differing words marked — so the preview says that alone rather than naming the sentence twice.
 * Otherwise (a case, a verb, the unchanged wrong sentence) it names the nearest accepted answer, closed with a full
 * stop only when the answer has none ("… pärast.." was shown), then the diagnosis.
 */
export function wrongAnswerFeedback(j: Judgement): WrongAnswerFeedback {
  const marked = j.marks?.some((m) => m.changed) ?? false;
  const diagnosis = j.diagnosis
    ? j.diagnosis.message.split('`').map(
        (text, i): DiagnosisPiece => ({
          text,
          kind: i % 2 === 0 ? 'text' : text === j.expected && marked ? 'marked' : 'quoted',
        }),
      )
    : null;
  const namesSentence =
    (j.diagnosis?.kind === 'wrong' || j.diagnosis?.kind === 'word-order') &&
    j.diagnosis.message.includes(`\`${j.expected}\``);
  return {
    nearest: namesSentence ? null : { stop: endsInStop(j.expected) ? '' : '.' },
    diagnosis: diagnosis?.filter((p) => p.text !== '') ?? null,
  };
}
