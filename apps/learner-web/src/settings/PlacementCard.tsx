import { Card } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';

/** Settings' way to the placement test (issue 21): for a learner who wants their level measured again. */
export function PlacementCard() {
  return (
    <Card title="Placement test">
      <p className="kr-muted">
        Not sure your level is right? A 5-minute adaptive test recommends one and marks the words you already
        know.
      </p>
      <Link to="/placement" className="kr-btn kr-btn-secondary" data-testid="settings-placement-link">
        Take the placement test
      </Link>
    </Card>
  );
}
