import { WarningAlert } from './Alerts.tsx';

/**
 * What the lexicon doubts about a saved card or exercise (a mislabelled case or verb form, a distractor that is
 * itself a right answer, a word the lexicon does not have): a warning to look again, never a block.
 */
export function FormCheck({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <WarningAlert title="Form check:">
      <span data-testid="form-check">{message}.</span>
    </WarningAlert>
  );
}
