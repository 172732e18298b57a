import { LEVEL_LABELS, type StatsLevel } from '@keelerada/domain';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { activeWords, masteryPercent } from '../dashboard/dashboard-model.ts';
import type { VocabularyStats } from '../data/types.ts';
import { ProgressBar } from '../lib/ProgressBar.tsx';
import {
  chartPoints,
  DEFAULT_RANGE_DAYS,
  DEFAULT_SERIES,
  PROJECTION_RANGES,
  PROJECTION_SERIES,
  paceLine,
  type SeriesKey,
} from './projection-model.ts';
import './progress.css';

const ProjectionChart = lazy(() => import('./ProjectionChart.tsx'));

export const LOW_ACCURACY_HINT = 'Complete more reviews for better accuracy';

/** "A1.1 Elementary" for a stats level key. */
export function levelTitle(level: string): string {
  const l = LEVEL_LABELS[level as StatsLevel];
  return l ? `${l.code} ${l.name}` : level;
}

/**
 * The vocabulary progress widget (§2): current level and mastery, the three tiers, and — on the progress page — the
 * projection chart with its range and series choices. On the dashboard it is the progress card and links to
 * /vocabulary/progress (no expand handler there).
 */
export function VocabularyProgressWidget({
  stats,
  showProjection,
  headingLevel = 2,
}: {
  stats: VocabularyStats;
  showProjection: boolean;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const mastery = masteryPercent(stats.currentLevelStats);
  return (
    <div className="vp" data-testid="vocabulary-progress">
      <div className="vp-level">
        <div>
          <p className="vp-eyebrow">Current level</p>
          <H className="vp-level-title">{levelTitle(stats.currentLevel)}</H>
        </div>
        <div className="vp-mastery">
          <p>
            <strong data-testid="mastery-percent">{mastery}%</strong> mastered
            <span className="kr-muted">
              {' '}
              ({stats.currentLevelStats.mastered} of {stats.currentLevelStats.total} words)
            </span>
          </p>
          <ProgressBar className="vp-bar" label="Current level mastered" percent={mastery} />
        </div>
      </div>
      <p className="vp-active">
        <strong data-testid="active-words">{activeWords(stats.current)}</strong> active words
      </p>
      <ul className="vp-tiers">
        <li className="tier-learning">
          <span className="vp-tier-count">{stats.current.learning}</span>
          <span className="vp-tier-name">Learning</span>
          <span className="vp-tier-desc">Reviewed 0-2 times</span>
        </li>
        <li className="tier-familiar">
          <span className="vp-tier-count">{stats.current.familiar}</span>
          <span className="vp-tier-name">Familiar</span>
          <span className="vp-tier-desc">Reviewed 3 times</span>
        </li>
        <li className="tier-mastered">
          <span className="vp-tier-count">{stats.current.mastered}</span>
          <span className="vp-tier-name">Mastered</span>
          <span className="vp-tier-desc">Long-term memory</span>
        </li>
      </ul>
      {showProjection && <Projection stats={stats} />}
    </div>
  );
}

function Projection({ stats }: { stats: VocabularyStats }) {
  const [range, setRange] = useState<number>(DEFAULT_RANGE_DAYS);
  const [series, setSeries] = useState<SeriesKey>(DEFAULT_SERIES);
  const id = useId();
  const points = chartPoints(stats.current, stats.projection, range, series, stats.projectionBand);
  const { label: seriesLabel, meaning } = PROJECTION_SERIES.find((s) => s.key === series)!;
  const rangeLabel = PROJECTION_RANGES.find((r) => r.days === range)!.label;
  const last = points[points.length - 1]!;
  return (
    <section className="vp-projection" aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`}>Projection</h3>
      <div className="vp-controls">
        <fieldset className="seg">
          <legend>Range</legend>
          {PROJECTION_RANGES.map((r) => (
            <label key={r.days} className={`seg-option ${range === r.days ? 'is-on' : ''}`}>
              <input
                type="radio"
                name={`${id}-range`}
                value={r.days}
                checked={range === r.days}
                onChange={() => setRange(r.days)}
              />
              {r.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="seg">
          <legend>Series</legend>
          {PROJECTION_SERIES.map((s) => (
            <label key={s.key} className={`seg-option series-${s.key} ${series === s.key ? 'is-on' : ''}`}>
              <input
                type="radio"
                name={`${id}-series`}
                value={s.key}
                checked={series === s.key}
                onChange={() => setSeries(s.key)}
              />
              {s.label}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="vp-forecast" aria-live="polite" data-testid="projection-summary">
        In {rangeLabel}: about <strong>{last.value}</strong> {seriesLabel.toLowerCase()} words
        {last.high > last.low && (
          <span data-testid="projection-band">
            {' '}
            (likely {last.low}–{last.high})
          </span>
        )}
      </p>
      <p className="kr-hint" data-testid="projection-meaning">
        {seriesLabel}: words {meaning}. The line is the average of many simulated futures at your pace; the
        shaded band shows where 8 in 10 of them land.
      </p>
      <div className="vp-chart" data-testid="projection-chart" data-range={range} data-series={series}>
        <Suspense fallback={<div className="vp-chart-loading">Loading chart…</div>}>
          <ProjectionChart points={points} series={series} seriesLabel={seriesLabel} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>
          {seriesLabel} words, projected over {rangeLabel}
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Words</th>
            <th scope="col">Likely range</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.days}>
              <td>{p.label}</td>
              <td>{p.value}</td>
              <td>
                {p.low}–{p.high}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {stats.metadata.projectionAccuracy === 'low' && (
        <p className="vp-low-accuracy" data-testid="low-accuracy">
          <span aria-hidden="true">ℹ️</span> {LOW_ACCURACY_HINT}
        </p>
      )}
      <p className="kr-hint">{paceLine(stats.metadata)}</p>
    </section>
  );
}

/** The dashboard's progress card: the widget without the chart, opening /vocabulary/progress. */
export function VocabularyProgressCardLink() {
  return (
    <Link to="/vocabulary/progress" className="kr-btn kr-btn-secondary">
      View progress
    </Link>
  );
}
