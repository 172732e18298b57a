import { enumLabel, levelLabel } from '../lib/enums.ts';
import type { ReadingFormValues } from './form.ts';
import { correctAnswerText, isChoice, QUESTION_TYPE_LABELS } from './questions.ts';

/** The live preview of a reading text: how the learner will see it, with the questions and their answers. */
export function ReadingPreview({ values }: { values: ReadingFormValues }) {
  return (
    <section
      className="kr-card adm-preview"
      aria-labelledby="reading-preview-title"
      data-testid="reading-preview"
    >
      <h2 id="reading-preview-title">Preview</h2>
      <h3 lang="et">{values.title.trim() || <em className="kr-muted">(no title)</em>}</h3>
      <div className="adm-badges">
        <span className="kr-badge">{levelLabel(values.level)}</span>
        <span className="kr-badge">{enumLabel(values.difficulty)}</span>
        {values.topics.map((t) => (
          <span key={t} className="adm-chip">
            {t}
          </span>
        ))}
      </div>
      {values.imageUrl.trim() && <p className="kr-hint">Image: {values.imageUrl}</p>}
      {values.audioUrl.trim() && <p className="kr-hint">Audio: {values.audioUrl}</p>}
      <div lang="et" className="adm-reading-body">
        {values.content.trim() ? (
          values.content.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)
        ) : (
          <p className="kr-muted">(no content)</p>
        )}
      </div>
      {values.source.trim() && <p className="kr-hint">Source: {values.source}</p>}
      {values.targetWords.length > 0 && (
        <>
          <h4>Target words</h4>
          <ul className="adm-plain-list">
            {values.targetWords.map((t) => (
              <li key={`${t.word}-${t.translation}`}>
                <strong lang="et">{t.word}</strong> — {t.translation}{' '}
                <span className="kr-hint">({enumLabel(t.wordType)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {values.questions.length > 0 && (
        <>
          <h4>Questions</h4>
          <ol>
            {values.questions.map((q) => (
              <li key={q.key}>
                <span lang="et">{q.question}</span>{' '}
                <span className="kr-hint">({QUESTION_TYPE_LABELS[q.questionType]})</span>
                {isChoice(q) && (
                  <ul>
                    {q.options.map((o, i) => (
                      <li key={i} lang="et">
                        {o}
                      </li>
                    ))}
                  </ul>
                )}
                <p className="kr-hint">Answer: {correctAnswerText(q)}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
