/** A paradigm laid out as a table (the domain package's `ParadigmTable`: the ui package does not depend on it). */
export interface FormsTableData {
  columns: string[];
  rows: { label: string; cells: string[][] }[];
}

/**
 * A declension or conjugation table: English headers, Estonian forms, parallel forms stacked in their cell. `mark`
 * gives a form's class (the learner's panel highlights the forms practised); shared by the learner's declension panel
 * and the admin's lexicon screen.
 */
export function FormsTable({
  table,
  caption,
  mark = () => 'paradigm-form',
}: {
  table: FormsTableData;
  caption?: string | undefined;
  mark?: (form: string) => string;
}) {
  return (
    <div className="paradigm-scroll">
      <table className="paradigm-table" lang="et">
        {caption && (
          <caption className="paradigm-caption" lang="en">
            {caption}
          </caption>
        )}
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
                <td key={i}>
                  {cell.map((form, j) => (
                    <span key={j} className={mark(form)}>
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
  );
}

/** A verb's infinitives and participles: what each is, and the form. */
export function NonFiniteForms({
  forms,
  mark = () => 'paradigm-form',
}: {
  forms: readonly { label: string; form: string }[];
  mark?: (form: string) => string;
}) {
  return (
    <dl className="paradigm-nonfinite" lang="et">
      {forms.map((f) => (
        <div key={f.label}>
          <dt lang="en">{f.label}</dt>
          <dd className={mark(f.form)}>{f.form}</dd>
        </div>
      ))}
    </dl>
  );
}
