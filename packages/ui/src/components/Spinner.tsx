export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="kr-spinner-wrap" role="status" aria-live="polite">
      <span className="kr-spinner" aria-hidden="true" />
      <span className="kr-spinner-label">{label}</span>
    </div>
  );
}
