import { ProgressBar } from './ProgressBar.tsx';

/** Counter and progress bar of a stand-alone mode ("X of N"). */
export function StageProgress({ label, index, total }: { label: string; index: number; total: number }) {
  const percent = total > 0 ? Math.round((index / total) * 100) : 0;
  return (
    <div className="stage-progress">
      <p className="study-counter" data-testid="exercise-counter">
        {label} {Math.min(index + 1, total)} of {total}
      </p>
      <ProgressBar className="study-progress" label="Progress" percent={percent} />
    </div>
  );
}
