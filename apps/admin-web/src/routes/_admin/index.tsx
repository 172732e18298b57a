import { thousands } from '@keelerada/domain';
import { Spinner } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { adminApi } from '../../admin-api.ts';
import { LearnerModelCard } from '../../dashboard/LearnerModelCard.tsx';
import { Metric } from '../../dashboard/Metric.tsx';
import { QueryCard } from '../../dashboard/QueryCard.tsx';

const AnalyticsChart = lazy(() => import('../../dashboard/AnalyticsChart.tsx'));

const TILES = [
  {
    to: '/vocabulary-cards',
    create: '/vocabulary-cards/create',
    title: 'Vocabulary Cards',
    text: 'Review, create, edit and import cards.',
  },
  {
    to: '/grammar-exercises',
    create: '/grammar-exercises/create',
    title: 'Grammar Exercises',
    text: 'Preview, create and edit exercises.',
  },
  {
    to: '/reading-texts',
    create: '/reading-texts/create',
    title: 'Reading Texts',
    text: 'Texts, challenge words and questions.',
  },
  {
    to: '/dual-language-books',
    create: '/dual-language-books/create',
    title: 'Dual Language Books',
    text: 'Bilingual books and their segments.',
  },
  { to: '/users', create: null, title: 'Users', text: 'Learners and vocabulary sync.' },
] as const;

export const Route = createFileRoute('/_admin/')({
  component: AdminDashboard,
});

function AdminDashboard() {
  return (
    <div className="kr-stack">
      <h1>Admin Dashboard</h1>
      <div className="kr-grid">
        {TILES.map((t) => (
          <section key={t.to} className="kr-card admin-tile" aria-labelledby={`tile-${t.to.slice(1)}`}>
            <h2 id={`tile-${t.to.slice(1)}`}>
              <Link to={t.to}>{t.title}</Link>
            </h2>
            <p className="kr-muted">{t.text}</p>
            {t.to === '/vocabulary-cards' && <VocabularyStats />}
            {t.create && (
              <Link className="kr-btn kr-btn-secondary" to={t.create} aria-label={`Create ${t.title}`}>
                Create
              </Link>
            )}
          </section>
        ))}
      </div>
      <Analytics />
      <LearnerModelCard />
      <p className="kr-muted">
        Scripts and the command-line tool use <Link to="/api-tokens">API tokens</Link>. Deleted content waits
        in the <Link to="/trash">Trash</Link> for 30 days; every change is in the{' '}
        <Link to="/history">History</Link>.
      </p>
    </div>
  );
}

/** Only the vocabulary tile shows statistics: Total, Unreviewed and Progress % (§2). */
function VocabularyStats() {
  const stats = useQuery(adminApi.stats.queryOptions());
  if (stats.isPending) return <p className="kr-hint">Loading statistics...</p>;
  if (stats.isError) return <p className="kr-hint">Statistics unavailable.</p>;
  const v = stats.data.vocabularyCards;
  return (
    <>
      <dl className="adm-tile-stats adm-stat-row" data-testid="vocabulary-stats">
        <Metric label="Total" value={v.total} />
        <Metric label="Unreviewed" value={v.unreviewed} />
        <Metric label="Progress" value={`${Math.round(v.reviewProgress)}%`} />
      </dl>
      {v.spellingWarnings > 0 && (
        <Link to="/vocabulary-cards" search={{ spelling: true }} className="adm-small-link">
          {thousands(v.spellingWarnings)} with spelling warnings
        </Link>
      )}
    </>
  );
}

function Analytics() {
  const analytics = useQuery(adminApi.analytics.queryOptions());
  return (
    <QueryCard
      title="Analytics"
      query={analytics}
      loadingLabel="Loading analytics..."
      errorFallback="Failed to load analytics"
    >
      {(data) => (
        <div className="kr-stack">
          <dl className="adm-stat-row" data-testid="analytics-metrics">
            <Metric label="Total users" value={data.userMetrics.totalUsers} />
            <Metric label="Sign-ups this week" value={data.userMetrics.weeklySignups} />
            <Metric label="Active users" value={data.userMetrics.activeUsers} />
            <Metric label="Sessions started" value={data.sessionMetrics.sessionsStarted} />
            <Metric label="Sessions completed" value={data.sessionMetrics.sessionsCompleted} />
            <Metric label="Completion rate" value={`${Math.round(data.sessionMetrics.completionRate)}%`} />
          </dl>
          {data.daily?.length > 0 && (
            // the fallback takes the chart's place, so nothing below it moves when the chart arrives
            <Suspense
              fallback={
                <div className="adm-chart">
                  <Spinner label="Loading chart..." />
                </div>
              }
            >
              <AnalyticsChart daily={data.daily} />
            </Suspense>
          )}
          <p className="kr-hint">Last {data.period?.days ?? 7} days.</p>
        </div>
      )}
    </QueryCard>
  );
}
