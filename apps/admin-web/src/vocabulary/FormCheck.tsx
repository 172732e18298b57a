import { WarningAlert } from '../components/Alerts.tsx';

/**
 * The lexicon's check of a card's form against its labels (a mislabelled case or verb form, or a word the lexicon
 * does not have): a warning to look again, never a block.
 */
export function FormCheck({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <WarningAlert title="Form check:">
      <span data-testid="form-check">{message}.</span>
    </WarningAlert>
  );
}
