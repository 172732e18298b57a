import { FormsTable, NonFiniteForms } from '@keelerada/ui';
import type { LemmaForms } from './lemma-forms.ts';

/**
 * The declension or conjugation a lemma's principal forms generate (the learner's table, shared through
 * packages/ui), or why none can be generated; nothing while there is nothing to show.
 */
export function LemmaFormsView({ forms, testId }: { forms: LemmaForms; testId?: string }) {
  if (forms.kind === 'empty') return null;
  if (forms.kind === 'problem')
    return (
      <p className="kr-muted" data-testid={testId}>
        No forms yet: {forms.message}
      </p>
    );
  return (
    <div className="adm-lemma-forms" data-testid={testId}>
      {forms.explicit && <p className="kr-muted">From its full paradigm (not from the principal forms).</p>}
      {forms.tables.map((t, i) => (
        <FormsTable key={t.title ?? i} caption={t.title} table={t.table} />
      ))}
      {forms.nonFinite.length > 0 && <NonFiniteForms forms={forms.nonFinite} />}
    </div>
  );
}
