import { LEVEL_LABELS, type StatsLevel } from '@keelerada/domain';

interface LevelStatsLike {
  total: number;
  new: number;
  learning: number;
  familiar: number;
  mastered: number;
}

/** A level card of the progress page (§2): counts per tier, or Coming Soon for a level without words yet. */
export function LevelCard({
  level,
  stats,
  current,
}: {
  level: StatsLevel;
  stats: LevelStatsLike;
  current: boolean;
}) {
  const label = LEVEL_LABELS[level];
  const title = (
    <h3>
      <span>
        {label.code} {label.name}
      </span>
      {current && <span className="kr-badge">Your level</span>}
    </h3>
  );
  if (stats.total === 0) {
    return (
      <article
        className={`level-card level-card-soon ${current ? 'is-current' : ''}`}
        data-testid={`level-${level}`}
      >
        {title}
        <p>
          <span className="kr-badge kr-badge-yellow">Coming Soon</span>
        </p>
        <p className="kr-muted">About 1000 new words</p>
      </article>
    );
  }
  const pct = (n: number) => `${(n / stats.total) * 100}%`;
  const masteredAll = stats.mastered >= stats.total;
  return (
    <article className={`level-card ${current ? 'is-current' : ''}`} data-testid={`level-${level}`}>
      {title}
      <p className="kr-muted">
        {stats.total} words · {Math.round((stats.mastered / stats.total) * 100)}% mastered
        {masteredAll && <span className="kr-badge kr-badge-green"> Mastered</span>}
      </p>
      <div className="level-stack" aria-hidden="true">
        <span className="stack-mastered" style={{ width: pct(stats.mastered) }} />
        <span className="stack-familiar" style={{ width: pct(stats.familiar) }} />
        <span className="stack-learning" style={{ width: pct(stats.learning) }} />
      </div>
      <dl>
        <div>
          <dt>New</dt>
          <dd>{stats.new}</dd>
        </div>
        <div>
          <dt>Learning</dt>
          <dd>{stats.learning}</dd>
        </div>
        <div>
          <dt>Familiar</dt>
          <dd>{stats.familiar}</dd>
        </div>
        <div>
          <dt>Mastered</dt>
          <dd>{stats.mastered}</dd>
        </div>
      </dl>
    </article>
  );
}
