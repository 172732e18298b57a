import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../api.ts';

/**
 * The dashboard's offer of the placement test (issue 21) to a learner who has not reviewed a word yet: start it, or
 * continue one left unfinished. Gone once they have studied or accepted a result.
 */
export function PlacementOffer({ totalReviews }: { totalReviews: number | undefined }) {
  const latest = useQuery(trpc.placement.latest.queryOptions());
  if (totalReviews === undefined || totalReviews > 0 || latest.isPending || latest.isError) return null;
  const run = latest.data;
  if (run?.accepted) return null;
  const unfinished = run && !run.result;
  return (
    <aside
      className="kr-card placement-offer"
      data-testid="placement-offer"
      aria-labelledby="placement-offer-title"
    >
      <h2 id="placement-offer-title">Already know some Estonian?</h2>
      <p className="kr-muted">
        A 5-minute placement test finds your level and marks the words you already know, so you don't start
        from zero.
      </p>
      <Link to="/placement" className="kr-btn kr-btn-secondary">
        {unfinished
          ? 'Continue the placement test'
          : run?.result
            ? 'See your placement result'
            : 'Take the placement test'}
      </Link>
    </aside>
  );
}
