import type { GrammarExercise as GrammarExerciseData } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { CasePractice } from '../case-practice/CasePractice.tsx';
import { ErrorCorrection } from '../error-correction/ErrorCorrection.tsx';
import { SentenceConstruction } from '../sentence-construction/SentenceConstruction.tsx';
import type { GrammarOutcome } from '../shared/types.ts';
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
  onComplete,
}: {
  exercise: GrammarExerciseData | null | undefined;
  onComplete: (outcome: GrammarOutcome) => void;
}) {
  if (!exercise) return <p role="alert">Error: No grammar exercise available</p>;
  switch (exercise.type) {
    case 'CASE_PRACTICE':
      return <CasePractice exercise={exercise} onComplete={onComplete} />;
    case 'VERB_CONJUGATION':
      return <VerbConjugation exercise={exercise} onComplete={onComplete} />;
    case 'SENTENCE_CONSTRUCTION':
      return <SentenceConstruction exercise={exercise} onComplete={onComplete} />;
    case 'ERROR_CORRECTION':
      return <ErrorCorrection exercise={exercise} onComplete={onComplete} />;
    case 'TRANSLATION':
      return <Translation exercise={exercise} onComplete={onComplete} />;
    default:
      return (
        <div className="ex">
          <div role="alert">
            <p>Error: Invalid exercise type</p>
            <p className="kr-muted">Unknown grammar exercise type: {(exercise as { type: string }).type}</p>
          </div>
          <div className="ex-actions">
            <Button onClick={() => onComplete({ isCorrect: true, userAnswer: null, correctAnswer: '' })}>
              Skip Exercise
            </Button>
          </div>
        </div>
      );
  }
}
