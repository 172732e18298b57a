import { Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { type ChartPoint, labelledTicks } from './projection-model.ts';

ChartJS.register(LinearScale, PointElement, LineElement, Filler, Tooltip);

const COLORS: Record<string, string> = { familiar: '#a86b00', learning: '#0b5cad', mastered: '#1d7a46' };

/**
 * The projection line (chart.js, loaded only with this module). The x axis is time in days, so the forecast
 * horizons sit at their real distance from today; ticks are placed exactly on the horizons.
 */
export default function ProjectionChart({
  points,
  series,
  seriesLabel,
}: {
  points: ChartPoint[];
  series: string;
  seriesLabel: string;
}) {
  const reduced =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const color = COLORS[series] ?? '#0b5cad';
  const labels = new Map(points.map((p) => [p.days, p.label.replace(/^In /, '')]));
  const maxDays = points[points.length - 1]?.days ?? 30;
  return (
    <Line
      aria-hidden="true"
      data={{
        datasets: [
          // the band: 10th to 90th percentile of the simulated futures, filled between the two bounds
          {
            label: 'likely highest',
            data: points.map((p) => ({ x: p.days, y: p.high })),
            borderColor: 'transparent',
            backgroundColor: `${color}26`,
            fill: '+1',
            pointRadius: 0,
            pointHoverRadius: 0,
            tension: 0.25,
          },
          {
            label: 'likely lowest',
            data: points.map((p) => ({ x: p.days, y: p.low })),
            borderColor: 'transparent',
            fill: false,
            pointRadius: 0,
            pointHoverRadius: 0,
            tension: 0.25,
          },
          {
            label: `${seriesLabel} words`,
            data: points.map((p) => ({ x: p.days, y: p.value })),
            borderColor: color,
            backgroundColor: color,
            fill: false,
            tension: 0.25,
            pointRadius: 4,
            pointHoverRadius: 6,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : { duration: 350 },
        parsing: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            filter: (item) => item.datasetIndex === 2,
            callbacks: {
              title: (items) => points.find((p) => p.days === items[0]?.parsed.x)?.label ?? '',
              label: (item) => {
                const p = points.find((x) => x.days === item.parsed.x);
                const range = p && p.high > p.low ? ` (likely ${p.low}–${p.high})` : '';
                return `${item.parsed.y} ${seriesLabel.toLowerCase()} words${range}`;
              },
            },
          },
        },
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'Words' } },
          x: {
            type: 'linear',
            min: 0,
            max: maxDays,
            grid: { display: false },
            afterBuildTicks: (axis) => {
              axis.ticks = labelledTicks(
                points.map((p) => p.days),
                maxDays,
              ).map((value) => ({ value }));
            },
            ticks: { autoSkip: true, maxRotation: 0, callback: (v) => labels.get(Number(v)) ?? '' },
          },
        },
      }}
    />
  );
}
