import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '../../../components/theme';
import { addCalendarTexts } from './texts';

addCalendarTexts();

export const SCENE_VIDEO = {
  webm: '/video/jolasnjor.webm',
  mp4: '/video/jolasnjor.mp4',
  poster: '/video/jolasnjor.webp',
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const Stage = styled.div`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  border-radius: 20px;
  background: #0a2a41;
  padding: ${theme.space(3)};
  ${theme.up('sm')} {
    padding: ${theme.space(5)};
  }
  > video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -1;
  }
  .scene-controls {
    display: flex;
    justify-content: flex-end;
    margin-bottom: ${theme.space(3)};
  }
  .scene-controls button {
    font: inherit;
    font-size: 0.9rem;
    font-weight: 600;
    color: #fff;
    background: rgba(6, 24, 43, 0.85);
    border: 1px solid rgba(255, 255, 255, 0.6);
    border-radius: 999px;
    padding: 8px 14px;
    min-height: 44px;
    cursor: pointer;
  }
`;

const fall = keyframes`
  from { background-position: 0 0, 0 0; }
  to { background-position: 30px 240px, -20px 360px; }
`;

// Two layers of flakes drifting down at different speeds; drawn above the doors but never in the
// way of a click or a screen reader.
const Snowfall = styled.div<{ $paused: boolean }>`
  position: absolute;
  inset: 0;
  z-index: 2;
  pointer-events: none;
  background-image:
    radial-gradient(circle, rgba(255, 255, 255, 0.85) 0 1.5px, transparent 2.5px),
    radial-gradient(circle, rgba(255, 255, 255, 0.6) 0 1px, transparent 2px);
  background-size:
    120px 120px,
    90px 90px;
  animation: ${fall} 12s linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
  @media ${REDUCED_MOTION} {
    display: none;
  }
`;

/** Whether the person has asked for less motion; false until the browser has said. */
function useReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    setReduced(query?.matches ?? false);
    if (!query) return;
    const changed = () => setReduced(query.matches);
    query.addEventListener?.('change', changed);
    return () => query.removeEventListener?.('change', changed);
  }, []);
  return reduced;
}

/**
 * The calendar's winter scene: a looping video of falling snow behind the doors and a light CSS
 * snowfall over them. Both are decoration (hidden from screen readers, silent); one button stops
 * and restarts all the motion, and someone who asked for less motion sees the still poster only.
 */
export function CalendarScene({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = reduced === false && !paused;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (moving) void element.play?.()?.catch(() => setPaused(true));
    else element.pause?.();
  }, [moving]);

  return (
    <Stage data-calendar-scene="">
      <video
        ref={video}
        aria-hidden="true"
        tabIndex={-1}
        muted
        loop
        playsInline
        preload={reduced === false ? 'auto' : 'none'}
        poster={SCENE_VIDEO.poster}
      >
        <source src={SCENE_VIDEO.webm} type="video/webm" />
        <source src={SCENE_VIDEO.mp4} type="video/mp4" />
      </video>
      {reduced === false && (
        <>
          <Snowfall aria-hidden="true" $paused={paused} data-snowfall="" />
          <div className="scene-controls">
            <button type="button" onClick={() => setPaused((p) => !p)}>
              {paused ? t('calendar|videoPlay') : t('calendar|videoPause')}
            </button>
          </div>
        </>
      )}
      {children}
    </Stage>
  );
}
