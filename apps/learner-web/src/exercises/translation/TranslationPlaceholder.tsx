import { Button } from '@keelerada/ui';
import { useOnce } from '../shared/hooks.ts';
import type { GrammarOutcome } from '../shared/types.ts';
import '../exercises.css';

/** Translation exercises are not built yet (§2): Skip Exercise counts as correct. */
export function TranslationPlaceholder({
  sourceText,
  onComplete,
}: {
  sourceText?: string;
  onComplete: (outcome: GrammarOutcome) => void;
}) {
  const done = useOnce(onComplete);
  return (
    <div className="ex ex-translation" data-testid="translation-placeholder">
      <h3>Exercise Type Not Implemented</h3>
      <p>Translation exercises are coming soon!</p>
      {sourceText && (
        <p className="kr-muted" lang="et">
          {sourceText}
        </p>
      )}
      <div className="ex-actions">
        <Button onClick={() => done({ isCorrect: true, userAnswer: null, correctAnswer: '' })}>
          Skip Exercise
        </Button>
      </div>
    </div>
  );
}
