import { STATS_LEVELS } from '@keelerada/domain';
import { Card, Spinner } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { VocabularyStats } from '../../data/types.ts';
import { LevelCard } from '../../progress/LevelCard.tsx';
import { VocabularyProgressWidget } from '../../progress/VocabularyProgressWidget.tsx';
import { WeakSpots } from '../../progress/WeakSpots.tsx';

export const Route = createFileRoute('/_app/vocabulary/progress')({
  loader: ({ context }) => {
    // start the request early; the page shows its own loading and error states
    void context.queryClient.prefetchQuery(context.trpc.vocabulary.stats.queryOptions());
  },
  component: ProgressPage,
});

function ProgressPage() {
  const { trpc } = Route.useRouteContext();
  const stats = useQuery(trpc.vocabulary.stats.queryOptions());
  return (
    <div className="page progress-page" data-testid="progress-page">
      <header className="progress-head">
        <h1>Vocabulary Progress</h1>
        <Link to="/dashboard" className="kr-btn kr-btn-secondary">
          Back to Dashboard
        </Link>
      </header>
      {stats.isPending ? (
        <Spinner label="Loading vocabulary progress..." />
      ) : stats.isError ? (
        <div className="kr-panel kr-error" role="alert">
          <p>
            Error loading vocabulary progress:{' '}
            {stats.error.message || 'Failed to fetch vocabulary statistics'}
          </p>
          <a
            href="/vocabulary/progress"
            onClick={(e) => {
              e.preventDefault();
              void stats.refetch();
            }}
          >
            Try again
          </a>
        </div>
      ) : (
        <Loaded stats={stats.data} />
      )}
    </div>
  );
}

function Loaded({ stats }: { stats: VocabularyStats }) {
  return (
    <>
      <Card>
        <VocabularyProgressWidget stats={stats} showProjection />
      </Card>
      <WeakSpots />
      <section aria-labelledby="levels-title">
        <h2 id="levels-title">Levels</h2>
        <ul className="level-cards">
          {STATS_LEVELS.map((level) => (
            <li key={level}>
              <LevelCard
                level={level}
                stats={stats.levelStats[level]}
                current={stats.currentLevel === level}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="qa-title">
        <h2 id="qa-title">Quick Actions</h2>
        <div className="quick-actions">
          <Link to="/vocabulary" className="kr-btn kr-btn-primary">
            Practice Vocabulary
          </Link>
          <Link to="/study" className="kr-btn kr-btn-secondary">
            Study Session
          </Link>
          <Link to="/lexicon" className="kr-btn kr-btn-secondary">
            Personal Lexicon
          </Link>
        </div>
      </section>
    </>
  );
}
