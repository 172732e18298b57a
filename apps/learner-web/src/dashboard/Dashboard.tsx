import { greetingForHour, localHourOf } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BookOpen, Languages, Library, PencilRuler } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../api.ts';
import type { Me } from '../data/types.ts';
import { focusIsFree } from '../exercises/shared/focus.ts';
import { DAILY_VOCABULARY_LIMIT, TOUR_AUTO_START_MS } from '../lib/constants.ts';
import { PlacementOffer } from '../placement/PlacementOffer.tsx';
import {
  VocabularyProgressCardLink,
  VocabularyProgressWidget,
} from '../progress/VocabularyProgressWidget.tsx';
import { dailyTasks, todayIn } from './dashboard-model.ts';
import { StreakCalendar } from './StreakCalendar.tsx';
import { Tour } from './Tour.tsx';
import { readTourFlag, resetTourFlag, shouldAutoStartTour, writeTourFlag } from './tour-flag.ts';
import './dashboard.css';

const AREAS = [
  {
    to: '/vocabulary',
    icon: Languages,
    title: 'Vocabulary',
    text: "Practise today's words with spaced repetition.",
  },
  {
    to: '/grammar',
    icon: PencilRuler,
    title: 'Grammar',
    text: 'Eight exercises on cases, verbs and word order.',
  },
  { to: '/reading', icon: BookOpen, title: 'Reading', text: 'A short Estonian text with questions.' },
  {
    to: '/dual-language-books',
    icon: Library,
    title: 'Bilingual Books',
    text: 'Estonian and English side by side.',
  },
] as const;

export function Dashboard({
  user,
  timeZone,
  startTour,
  onTourStarted,
}: {
  user: Me;
  timeZone: string;
  startTour: boolean;
  onTourStarted: () => void;
}) {
  const queryClient = useQueryClient();
  const completion = useQuery(trpc.study.completionStatus.queryOptions({}));
  const daily = useQuery(
    trpc.vocabulary.dailySession.queryOptions({ includeNew: true, limit: DAILY_VOCABULARY_LIMIT }),
  );
  const stats = useQuery(trpc.vocabulary.stats.queryOptions());
  const completeOnboarding = useMutation(trpc.account.completeOnboarding.mutationOptions());
  const [touring, setTouring] = useState(false);
  // where keyboard focus goes when the tour closes: the "Take the tour" button that opened it, else (auto-start, or
  // the restart link of Settings, which is gone) the greeting heading. The tour's dialog leaves the page with the
  // focused button in it, so focus would fall to the page body.
  const tourButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tourOpener = useRef<'button' | 'heading'>('heading');
  const tourWasOpen = useRef(false);
  useEffect(() => {
    if (touring) {
      tourWasOpen.current = true;
      return;
    }
    if (!tourWasOpen.current) return;
    tourWasOpen.current = false;
    const el = tourOpener.current === 'button' ? tourButtonRef.current : headingRef.current;
    if (!el || !focusIsFree(document.activeElement, document.body, el)) return;
    el.focus({ preventScroll: true });
    // back into view (the tour scrolled the page to its step's element); centred, so that on a small screen the
    // sticky top bar does not cover it, as scrolling it just into view would
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, [touring]);

  // the tour starts 500 ms after the dashboard loads for a learner who has not seen it (§4)
  useEffect(() => {
    if (startTour) {
      resetTourFlag();
      tourOpener.current = 'heading';
      setTouring(true);
      onTourStarted();
      return;
    }
    if (!shouldAutoStartTour(user.onboarding_completed, readTourFlag(), touring)) return;
    const t = setTimeout(() => {
      tourOpener.current = 'heading';
      setTouring(true);
    }, TOUR_AUTO_START_MS);
    return () => clearTimeout(t);
  }, []);

  const skipTour = () => {
    writeTourFlag('skipped');
    setTouring(false);
  };
  const finishTour = () => {
    writeTourFlag('true');
    setTouring(false);
    completeOnboarding.mutate(undefined, {
      onSuccess: (r) => queryClient.setQueryData(trpc.account.me.queryKey(), { user: r.user }),
      onError: (e) => console.warn('Could not record the completed onboarding', e),
    });
  };

  const tasks = dailyTasks(completion.isError ? null : completion.data, daily.data);
  const hour = localHourOf(new Date(), timeZone);
  const doneCount = tasks.filter((t) => t.done).length;

  return (
    <div className="page dashboard" data-testid="dashboard">
      <header className="dash-head">
        <div>
          <h1 data-testid="greeting" ref={headingRef} tabIndex={-1}>
            {greetingForHour(hour)}, {user.first_name}!
          </h1>
          <p className="kr-muted">About 15 minutes a day: words, a short text and some grammar.</p>
        </div>
        <Button
          variant="ghost"
          ref={tourButtonRef}
          onClick={() => {
            resetTourFlag();
            tourOpener.current = 'button';
            setTouring(true);
          }}
        >
          Take the tour
        </Button>
      </header>

      <PlacementOffer totalReviews={stats.data?.metadata.totalReviews} />

      <Card
        title="Today's goals"
        className="dash-tasks"
        data-tour="daily-tasks"
        actions={
          <span className="kr-badge" data-testid="tasks-done">
            {completion.isPending ? '…' : `${doneCount}/3 done`}
          </span>
        }
      >
        <ul className="task-list" aria-busy={completion.isPending} data-testid="daily-tasks">
          {tasks.map((t) => (
            <li
              key={t.key}
              className={t.done ? 'is-done' : ''}
              data-done={t.done}
              data-testid={`task-${t.key}`}
            >
              <span className="task-check" aria-hidden="true">
                {t.done ? '✓' : ''}
              </span>
              <span>{t.label}</span>
              <span className="sr-only">{t.done ? '(done)' : '(to do)'}</span>
            </li>
          ))}
        </ul>
        <Link to="/study" className="kr-btn kr-btn-primary dash-start" data-tour="start-session">
          Start Study Session
        </Link>
      </Card>

      <section aria-labelledby="areas-title" data-tour="learning-areas">
        <h2 id="areas-title">Learning Areas</h2>
        <ul className="areas">
          {AREAS.map((a) => (
            <li key={a.to}>
              <Link to={a.to} className="area-card">
                <span className="area-icon" aria-hidden="true">
                  <a.icon size={28} />
                </span>
                <span className="area-title">{a.title}</span>
                <span className="area-text">{a.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="dash-bottom">
        <Card title="Vocabulary Progress" actions={<VocabularyProgressCardLink />} className="dash-progress">
          {stats.isPending ? (
            <div className="skeleton-block" role="status">
              <span className="sr-only">Loading vocabulary progress</span>
            </div>
          ) : stats.isError ? (
            <div role="alert">
              <p>
                Error loading vocabulary progress:{' '}
                {stats.error.message || 'Failed to fetch vocabulary statistics'}
              </p>
              <button type="button" className="link-button" onClick={() => void stats.refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <VocabularyProgressWidget stats={stats.data} showProjection={false} headingLevel={3} />
          )}
        </Card>
        <StreakCalendar timeZone={timeZone} firstDay={todayIn(timeZone, new Date(user.created_at))} />
      </div>

      {touring && <Tour onSkip={skipTour} onFinish={finishTour} />}
    </div>
  );
}
