import { type ParadigmCell, wordKey } from '@keelerada/domain';
import { ErrorPanel, FormsTable, Modal, NonFiniteForms, Spinner } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../api.ts';
import { conjugationTable, declensionTable, degreeTables, nonFiniteForms } from './paradigm-table.ts';

type Mark = (form: string) => string;

/**
 * A word's declension or conjugation table from the lexicon, the forms the learner practised highlighted. A
 * homonym's every sense (palk "salary", palk "log") gets its own tables; an adjective its comparative and superlative.
 */
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
  const senses = word.data ? [word.data, ...word.data.otherSenses] : [];
  return (
    <Modal open title={`${lemma} — ${verb ? 'conjugation' : 'declension'}`} onClose={onClose} wide>
      {word.isPending && <Spinner label="Loading the forms..." />}
      {word.isError && <ErrorPanel message={word.error.message} />}
      {word.data && (
        <div className="paradigm" data-testid="paradigm-panel">
          <p className="kr-muted">
            <strong lang="et">{word.data.lemma}</strong> —{' '}
            {senses.map((s) => s.translation).join(senses.length > 1 ? ' / ' : '')}. Highlighted: the forms
            you practised.
          </p>
          {senses.map((sense, i) => (
            <section key={i} className="paradigm-sense" aria-label={`${sense.lemma}, ${sense.translation}`}>
              {senses.length > 1 && (
                <h3 className="paradigm-sense-title">
                  <span lang="et">{sense.lemma}</span> — {sense.translation}
                </h3>
              )}
              <SenseTables wordType={sense.wordType} paradigm={sense.paradigm} mark={mark} />
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}

function SenseTables({
  wordType,
  paradigm,
  mark,
}: {
  wordType: string;
  paradigm: ParadigmCell[];
  mark: Mark;
}) {
  if (wordType === 'VERB')
    return (
      <>
        <FormsTable table={conjugationTable(paradigm)} mark={mark} />
        <NonFiniteForms forms={nonFiniteForms(paradigm)} mark={mark} />
      </>
    );
  return (
    <>
      <FormsTable table={declensionTable(paradigm)} mark={mark} />
      {degreeTables(paradigm).map((d) => (
        <FormsTable key={d.title} caption={d.title} table={d.table} mark={mark} />
      ))}
    </>
  );
}
