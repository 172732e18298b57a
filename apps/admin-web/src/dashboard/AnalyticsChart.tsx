import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

export interface DailyPoint {
  date: string;
  signups: number;
  sessionsStarted: number;
  sessionsCompleted: number;
}

const dayLabel = (d: string) =>
  new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

/** The last days' sign-ups and sessions as a small bar chart (loaded on demand: chart.js is a large bundle). */
export default function AnalyticsChart({ daily }: { daily: DailyPoint[] }) {
  return (
    <div className="adm-chart">
      <Bar
        aria-label="Sign-ups and study sessions per day"
        role="img"
        data={{
          labels: daily.map((d) => dayLabel(d.date)),
          datasets: [
            { label: 'Sign-ups', data: daily.map((d) => d.signups), backgroundColor: '#f0a500' },
            {
              label: 'Sessions started',
              data: daily.map((d) => d.sessionsStarted),
              backgroundColor: '#9dc1ea',
            },
            {
              label: 'Sessions completed',
              data: daily.map((d) => d.sessionsCompleted),
              backgroundColor: '#0b5cad',
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}
