import { wordKey } from '@keelerada/domain';
import { ErrorPanel, Modal, Spinner } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../api.ts';
import { conjugationTable, declensionTable, nonFiniteForms } from './paradigm-table.ts';

/** A word's declension or conjugation table from the lexicon, the forms the learner practised highlighted. */
export function ParadigmPanel({
  lemma,
  practised,
  onClose,
}: {
  lemma: string;
  practised: readonly string[];
  onClose: () => void;
}) {
  const word = useQuery(trpc.lexicon.word.queryOptions({ lemma }, { retry: false }));
  const seen = new Set(practised.map(wordKey));
  const isPractised = (form: string) => seen.has(wordKey(form)) || seen.has(wordKey(form.split(' ').at(-1)!));
  const mark = (form: string) => `paradigm-form ${isPractised(form) ? 'paradigm-practised' : ''}`;
  const verb = word.data?.wordType === 'VERB';
  const table = word.data ? (verb ? conjugationTable : declensionTable)(word.data.paradigm) : null;
  return (
    <Modal open title={`${lemma} — ${verb ? 'conjugation' : 'declension'}`} onClose={onClose} wide>
      {word.isPending && <Spinner label="Loading the forms..." />}
      {word.isError && <ErrorPanel message={word.error.message} />}
      {word.data && table && (
        <div className="paradigm" data-testid="paradigm-panel">
          <p className="kr-muted">
            <strong lang="et">{word.data.lemma}</strong> — {word.data.translation}. Highlighted: the forms you
            practised.
          </p>
          <div className="paradigm-scroll">
            <table className="paradigm-table" lang="et">
              <thead>
                <tr>
                  {table.columns.map((c) => (
                    <th key={c} scope="col" lang="en">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((r) => (
                  <tr key={r.label}>
                    <th scope="row" lang="en">
                      {r.label}
                    </th>
                    {r.cells.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                      <td key={i}>
                        {cell.map((form, j) => (
                          <span
                            // biome-ignore lint/suspicious/noArrayIndexKey: parallel forms never reorder
                            key={j}
                            className={mark(form)}
                          >
                            {form}
                          </span>
                        ))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {verb && (
            <dl className="paradigm-nonfinite" lang="et">
              {nonFiniteForms(word.data.paradigm).map((f) => (
                <div key={f.label}>
                  <dt lang="en">{f.label}</dt>
                  <dd className={mark(f.form)}>{f.form}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
    </Modal>
  );
}
