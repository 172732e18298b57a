import type { Diagnosis, Mark } from '@keelerada/domain';

/** The expected answer with the places where the learner's answer differs highlighted. */
export function MarkedAnswer({ marks, text }: { marks?: Mark[] | undefined; text: string }) {
  if (!marks?.length) return <strong lang="et">{text}</strong>;
  return (
    <strong lang="et" data-testid="marked-answer">
      {marks.map((m, i) =>
        m.changed ? (
          <mark key={i} className="ex-mark">
            {m.text}
          </mark>
        ) : (
          <span key={i}>{m.text}</span>
        ),
      )}
    </strong>
  );
}

/**
 * A diagnosis in plain English; the forms it quotes in backticks are shown in bold, and the accepted sentence it
 * quotes (`expected`) with the words that differ from the learner's marked.
 */
export function DiagnosisText({
  diagnosis,
  marks,
  expected,
}: {
  diagnosis?: Diagnosis | undefined;
  marks?: Mark[] | undefined;
  expected?: string | undefined;
}) {
  if (!diagnosis) return null;
  const parts = diagnosis.message.split('`');
  return (
    <p className="ex-diagnosis" data-testid="diagnosis">
      {parts.map((p, i) =>
        i % 2 === 0 ? (
          p
        ) : p === expected && marks?.some((m) => m.changed) ? (
          <MarkedAnswer key={i} marks={marks} text={p} />
        ) : (
          <strong key={i} lang="et">
            {p}
          </strong>
        ),
      )}
    </p>
  );
}
