import { thousands } from '@keelerada/domain';
import type { ReactNode } from 'react';

/** A dashboard figure as the rest of the admin writes counts: a whole number with thousands separators ("4,143"). */
export const metricText = (value: ReactNode): ReactNode =>
  typeof value === 'number' && Number.isInteger(value) ? thousands(value) : value;

/** One figure of a dashboard's `<dl className="adm-stat-row">`: its label over the value (a count as metricText). */
export function Metric({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="adm-stat">
      <dt>{label}</dt>
      <dd>
        <strong>{metricText(value)}</strong>
      </dd>
    </div>
  );
}
