import { useId, useState } from 'react';
import { useWordReadings } from '../lexicon/useWordReadings.ts';
import { type OpenTip, useWordNav } from '../lexicon/useWordTips.ts';
import { LookupText } from '../reading/LookupText.tsx';
import type { Segment } from './types.ts';
import type { AudioState } from './useSegmentAudio.ts';

/**
 * One passage: Estonian and English side by side (stacked on narrow screens), with its audio button. Every
 * Estonian word can be looked up (issue 16); the passage is analysed on its first tap. The open tip is the page's
 * (`tip`): one at a time across the passages (learner report D5). It reads as text, not as a button per word; by
 * keyboard the passage's Estonian side is one tab stop, the arrow keys moving between its words (learner report,
 * defect 5), so Tab goes through the page in reading order: a passage, its audio button, the next passage.
 */
export function SegmentRow({
  segment,
  audioOn,
  audio,
  onToggleAudio,
  tip,
}: {
  segment: Segment;
  audioOn: boolean;
  audio: AudioState;
  onToggleAudio: (segment: Segment) => void;
  /** The page's open word tip (`useOpenTip`), shared by its passages. */
  tip: OpenTip;
}) {
  const header = segment.segmentType === 'chapter_header';
  const active = audio.segmentId === segment.id;
  const playing = active && audio.playing;
  const failed = audio.failed.has(segment.id);
  const Tag = header ? 'h2' : 'p';
  const { nav, groupRef } = useWordNav(tip.close);
  const id = useId();
  const [tapped, setTapped] = useState(false);
  const readings = useWordReadings(segment.estonianContent, tapped);
  return (
    <div
      className={`book-segment ${header ? 'book-segment-header' : ''} ${active ? 'book-segment-active' : ''}`}
      data-segment-id={segment.id}
    >
      <div className="book-segment-cols">
        <Tag className="book-text book-text-et" lang="et" ref={groupRef}>
          <LookupText
            text={segment.estonianContent}
            readings={readings}
            nav={nav}
            open={tip.open}
            onTap={(key) => {
              setTapped(true);
              tip.show(key);
            }}
            idPrefix={id}
          />
        </Tag>
        <Tag className="book-text book-text-en" lang="en">
          {segment.englishContent}
        </Tag>
      </div>
      {audioOn && segment.audioUrl && (
        <div className="book-segment-audio">
          <button
            type="button"
            className={`kr-btn kr-btn-secondary book-audio-btn ${playing ? 'is-playing' : ''}`}
            disabled={failed}
            onClick={() => onToggleAudio(segment)}
          >
            <span aria-hidden="true">{playing ? '⏸' : '▶'}</span>
            <span aria-hidden="true">{failed ? 'Audio unavailable' : playing ? 'Pause' : 'Play'}</span>
            <span className="sr-only">
              {failed ? 'Audio unavailable' : playing ? 'Pause' : 'Play'} audio for section{' '}
              {segment.segmentOrder}
            </span>
          </button>
          {segment.audioDuration !== null && (
            <span className="kr-muted book-audio-len">{Math.round(segment.audioDuration)} s</span>
          )}
        </div>
      )}
    </div>
  );
}
