import { WarningAlert } from '../components/Alerts.tsx';

/** Estonian words the hunspell dictionary does not know: a warning to look again, never a block. */
export function SpellingWarnings({ words }: { words: readonly string[] }) {
  if (words.length === 0) return null;
  return (
    <WarningAlert title="Spelling check:">
      {words.length === 1 ? 'this word is' : 'these words are'} not in the Estonian dictionary —{' '}
      {words.map((w, i) => (
        <span key={w} lang="et">
          {i > 0 && ', '}
          <strong>{w}</strong>
        </span>
      ))}
      . Please check the spelling (the card was saved).
    </WarningAlert>
  );
}
