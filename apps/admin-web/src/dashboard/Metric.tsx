import type { ReactNode } from 'react';

/** One figure of a dashboard's `<dl className="adm-stat-row">`: its label over the value. */
export function Metric({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="adm-stat">
      <dt>{label}</dt>
      <dd>
        <strong>{value}</strong>
      </dd>
    </div>
  );
}
