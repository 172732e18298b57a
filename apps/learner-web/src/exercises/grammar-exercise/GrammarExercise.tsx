import type { GrammarExercise as GrammarExerciseData } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { CasePractice } from '../case-practice/CasePractice.tsx';
import { ErrorCorrection } from '../error-correction/ErrorCorrection.tsx';
import { SentenceConstruction } from '../sentence-construction/SentenceConstruction.tsx';
import type { ExerciseReports } from '../shared/types.ts';
import { Translation } from '../translation/Translation.tsx';
import { VerbConjugation } from '../verb-conjugation/VerbConjugation.tsx';

export const GRAMMAR_TYPE_LABELS: Record<string, string> = {
  CASE_PRACTICE: 'Case practice',
  VERB_CONJUGATION: 'Verb conjugation',
  SENTENCE_CONSTRUCTION: 'Sentence construction',
  ERROR_CORRECTION: 'Error correction',
  TRANSLATION: 'Translation',
};

/** Shows the exercise component of a grammar exercise's type. Mount with `key={exercise.id}`. */
export function GrammarExercise({
  exercise,
  ...reports
}: {
  exercise: GrammarExerciseData | null | undefined;
} & ExerciseReports) {
  if (!exercise) return <p role="alert">Error: No grammar exercise available</p>;
  switch (exercise.type) {
    case 'CASE_PRACTICE':
      return <CasePractice exercise={exercise} {...reports} />;
    case 'VERB_CONJUGATION':
      return <VerbConjugation exercise={exercise} {...reports} />;
    case 'SENTENCE_CONSTRUCTION':
      return <SentenceConstruction exercise={exercise} {...reports} />;
    case 'ERROR_CORRECTION':
      return <ErrorCorrection exercise={exercise} {...reports} />;
    case 'TRANSLATION':
      return <Translation exercise={exercise} {...reports} />;
    default:
      return (
        <div className="ex">
          <div role="alert">
            <p>Error: Invalid exercise type</p>
            <p className="kr-muted">Unknown grammar exercise type: {(exercise as { type: string }).type}</p>
          </div>
          <div className="ex-actions">
            <Button
              onClick={() => {
                const skipped = { isCorrect: true, userAnswer: null, correctAnswer: '' };
                reports.onJudged?.(skipped);
                reports.onComplete(skipped);
              }}
            >
              Skip Exercise
            </Button>
          </div>
        </div>
      );
  }
}
