import { WarningAlert } from '../components/Alerts.tsx';

/**
 * Estonian words the hunspell dictionary does not know: a warning to look again, never a block. After a save
 * (`saved`, the default) it says the card was saved all the same.
 */
export function SpellingWarnings({ words, saved = true }: { words: readonly string[]; saved?: boolean }) {
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
      . Please check the spelling{saved ? ' (the card was saved)' : ''}.
    </WarningAlert>
  );
}
