import { Card, Spinner } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../admin-api.ts';
import { errorMessage } from '../lib/errors.ts';

/** Issue 21: how the scheduler fits the learners — fitted parameters, their gain over the defaults, retention spread. */
export function LearnerModelCard() {
  const model = useQuery(adminApi.learnerModel.queryOptions());
  return (
    <Card title="Learner model">
      {model.isPending ? (
        <Spinner label="Loading learner model..." />
      ) : model.isError ? (
        <p className="kr-alert kr-alert-error" role="alert">
          {errorMessage(model.error, 'Failed to load the learner model')}
        </p>
      ) : (
        <div className="kr-stack" data-testid="learner-model">
          <dl className="adm-stat-row">
            <div className="adm-stat">
              <dt>Learners with fitted parameters</dt>
              <dd>
                <strong>{model.data.fittedLearners}</strong>
              </dd>
            </div>
            <div className="adm-stat">
              <dt>Mean log-loss gain over the defaults</dt>
              <dd>
                <strong>
                  {model.data.meanLogLossImprovement === null
                    ? '—'
                    : model.data.meanLogLossImprovement.toFixed(3)}
                </strong>
              </dd>
            </div>
          </dl>
          <table className="kr-table" aria-label="Desired retention of learners">
            <thead>
              <tr>
                <th scope="col">Desired retention</th>
                <th scope="col">Learners</th>
              </tr>
            </thead>
            <tbody>
              {model.data.retention.map((r) => (
                <tr key={r.retention}>
                  <td>{Math.round(r.retention * 100)} %</td>
                  <td>{r.learners}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="kr-hint">
            Parameters are fitted in the background once a learner has 400 reviews; the gain is measured on
            each learner's latest fifth of reviews, held out from the fit (lower log-loss is better).
          </p>
        </div>
      )}
    </Card>
  );
}
