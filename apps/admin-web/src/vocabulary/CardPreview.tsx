import { PRACTICE_CONTEXT_GAP, showAlternatives, splitCardAlternatives } from '@keelerada/domain';
import { enumLabel, levelLabel } from '../lib/enums.ts';

export interface CardPreviewValues {
  word?: string | null;
  form?: string | null;
  translation?: string | null;
  wordType?: string | null;
  level?: string | null;
  practiceContext?: string | null;
  practiceContextTranslation?: string | null;
  definition?: string | null;
  caseForm?: string | null;
  verbForm?: string | null;
  /** The accepted alternatives: a list, or the form's text (one per line, or separated by | or commas). */
  alternatives?: string | readonly string[] | null;
}

const alternativesOf = (v: CardPreviewValues['alternatives']): string[] =>
  Array.isArray(v) ? v : splitCardAlternatives(typeof v === 'string' ? v : '');

/** The practice sentence with the gap shown as the answer a learner must type. */
function ContextWithGap({ context, answer }: { context: string; answer: string }) {
  const parts = context.split(/_{3,}/);
  if (parts.length === 1) return <span>{context}</span>;
  return (
    <span>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 && <span className="adm-gap">{answer || PRACTICE_CONTEXT_GAP}</span>}
        </span>
      ))}
    </span>
  );
}

/** How the card will look: word, form, translation, badges and the practice sentence with its gap. */
export function CardPreview({ card }: { card: CardPreviewValues }) {
  const word = card.word?.trim();
  const alternatives = alternativesOf(card.alternatives);
  return (
    <section className="kr-card adm-preview" aria-labelledby="card-preview-title" data-testid="card-preview">
      <h2 id="card-preview-title">Preview</h2>
      {!word && !card.practiceContext?.trim() ? (
        <p className="kr-muted">Fill in the form to see the card.</p>
      ) : (
        <div className="kr-stack">
          <div>
            <p lang="et" className="adm-preview-word">
              <strong>{word || '—'}</strong>
              {card.form?.trim() && <span className="kr-muted"> → {card.form.trim()}</span>}
            </p>
            <p>{card.translation?.trim() || '—'}</p>
            <div className="adm-badges">
              {card.wordType && <span className="kr-badge">{enumLabel(card.wordType)}</span>}
              {card.level && <span className="kr-badge">{levelLabel(card.level)}</span>}
              {card.caseForm && <span className="kr-badge">{enumLabel(card.caseForm)}</span>}
              {card.verbForm && <span className="kr-badge">{enumLabel(card.verbForm)}</span>}
            </div>
          </div>
          {card.practiceContext?.trim() && (
            <div>
              <p lang="et">
                <ContextWithGap context={card.practiceContext.trim()} answer={card.form?.trim() ?? ''} />
              </p>
              {card.practiceContextTranslation?.trim() && (
                <p className="kr-muted">{card.practiceContextTranslation.trim()}</p>
              )}
            </div>
          )}
          {alternatives.length > 0 && (
            <p data-testid="card-preview-alternatives">
              Also accepted: <span lang="et">{showAlternatives(alternatives)}</span>
            </p>
          )}
          {card.definition?.trim() && (
            <p>
              <em>{card.definition.trim()}</em>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
