import { createFileRoute } from '@tanstack/react-router';
import { StudyLinks } from '../../study/StudyScreen.tsx';

export const Route = createFileRoute('/_app/assessment/$testId')({
  component: AssessmentPage,
});

/** Assessment placeholder (§2): Coming Soon, with the way back to studying. */
function AssessmentPage() {
  const { testId } = Route.useParams();
  return (
    <div className="kr-panel" data-testid="assessment-page">
      <p className="study-done-icon" aria-hidden="true">
        📝
      </p>
      <h1>Assessment System</h1>
      <p>
        <span className="kr-badge kr-badge-yellow">Coming Soon</span>
      </p>
      <p className="kr-muted">
        Level tests (test “{testId}”) are on their way. Until then, the daily study session keeps you moving.
      </p>
      <StudyLinks className="kr-row" style={{ justifyContent: 'center' }} />
    </div>
  );
}
