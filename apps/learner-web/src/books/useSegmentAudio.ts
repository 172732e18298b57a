import { useCallback, useEffect, useRef, useState } from 'react';

export interface AudioState {
  /** The segment whose clip is loaded (playing or paused part-way), if any. */
  segmentId: number | null;
  playing: boolean;
  /** Segments whose clip failed to load or play. */
  failed: ReadonlySet<number>;
}

/**
 * One <audio> element for the whole reader, so only one clip can ever play. Starting another segment stops and
 * rewinds the current one; a clip that plays to the end rewinds and forgets itself.
 */
export function useSegmentAudio() {
  const ref = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<AudioState>({ segmentId: null, playing: false, failed: new Set() });
  const current = useRef<number | null>(null);

  const stop = useCallback(() => {
    const el = ref.current;
    if (el) {
      el.pause();
      if (el.currentSrc || el.getAttribute('src')) el.currentTime = 0;
    }
    current.current = null;
    setState((s) => ({ ...s, segmentId: null, playing: false }));
  }, []);

  const markFailed = useCallback((id: number) => {
    setState((s) => ({ segmentId: null, playing: false, failed: new Set(s.failed).add(id) }));
    current.current = null;
  }, []);

  const toggle = useCallback(
    (segmentId: number, url: string) => {
      const el = ref.current;
      if (!el) return;
      if (current.current === segmentId) {
        if (el.paused) el.play().catch(() => markFailed(segmentId));
        else el.pause();
        return;
      }
      el.pause();
      current.current = segmentId;
      el.src = url;
      el.currentTime = 0;
      setState((s) => ({ ...s, segmentId, playing: false }));
      el.play().catch((e: unknown) => {
        // a newer toggle interrupting this play() is not a failure of this clip
        if (current.current === segmentId && !(e instanceof DOMException && e.name === 'AbortError'))
          markFailed(segmentId);
      });
    },
    [markFailed],
  );

  // React's media event props, so they work however late the <audio> element mounts
  const audioProps = {
    ref,
    onPlay: () => setState((s) => ({ ...s, playing: true })),
    onPause: () => setState((s) => ({ ...s, playing: false })),
    onEnded: () => {
      if (ref.current) ref.current.currentTime = 0;
      current.current = null;
      setState((s) => ({ ...s, segmentId: null, playing: false }));
    },
    onError: () => {
      if (current.current !== null) markFailed(current.current);
    },
  };

  // never keep playing after the reader is gone
  useEffect(() => () => ref.current?.pause(), []);

  return { audioProps, state, toggle, stop };
}
