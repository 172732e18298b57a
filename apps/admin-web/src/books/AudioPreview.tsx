import { audioUrlProblem } from '@keelerada/domain';
import { useState } from 'react';

/** Where this site keeps book audio, as the field's example shows it. */
export const AUDIO_URL_PLACEHOLDER = '/media/books/…/001.mp3 or https://…';

/**
 * A player for the segment's audio URL as typed, so the editor hears whether it matches the text, and a warning
 * when the address does not load (a typo in a path is otherwise only found by a learner). `check`: load the file's
 * header at once (an address just typed); a stored one loads when played, so a long book opens without a request
 * per segment.
 */
export function AudioPreview({ url, check }: { url: string; check: boolean }) {
  const address = url.trim();
  const [failed, setFailed] = useState<string | null>(null);
  if (address === '') return null;
  // the save would refuse it: say why while it is typed (an http:// address, a bare file name)
  const problem = audioUrlProblem(address);
  if (problem !== null)
    return (
      <p className="kr-hint" role="status">
        {problem}
      </p>
    );
  return (
    <div className="adm-audio-preview">
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript is the segment's Estonian text, on the same form */}
      <audio
        key={address}
        controls
        preload={check ? 'metadata' : 'none'}
        src={address}
        aria-label="Segment audio"
        onError={() => setFailed(address)}
        onLoadedMetadata={() => setFailed(null)}
      />
      {failed === address && (
        <p className="kr-hint" role="status">
          This audio could not be loaded: check the address. This site's book audio is under /media/books/.
        </p>
      )}
    </div>
  );
}
