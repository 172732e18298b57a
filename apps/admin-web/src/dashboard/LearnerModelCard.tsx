import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../admin-api.ts';
import { Metric } from './Metric.tsx';
import { QueryCard } from './QueryCard.tsx';

/** Issue 21: how the scheduler fits the learners — fitted parameters, their gain over the defaults, retention spread. */
export function LearnerModelCard() {
  const model = useQuery(adminApi.learnerModel.queryOptions());
  return (
    <QueryCard
      title="Learner model"
      query={model}
      loadingLabel="Loading learner model..."
      errorFallback="Failed to load the learner model"
    >
      {(data) => (
        <div className="kr-stack" data-testid="learner-model">
          <dl className="adm-stat-row">
            <Metric label="Learners with fitted parameters" value={data.fittedLearners} />
            <Metric
              label="Mean log-loss gain over the defaults"
              value={data.meanLogLossImprovement === null ? '—' : data.meanLogLossImprovement.toFixed(3)}
            />
          </dl>
          <table className="kr-table" aria-label="Desired retention of learners">
            <thead>
              <tr>
                <th scope="col">Desired retention</th>
                <th scope="col">Learners</th>
              </tr>
            </thead>
            <tbody>
              {data.retention.map((r) => (
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
    </QueryCard>
  );
}
