import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'success' | 'info' | 'warning' | 'error' | 'neutral';

// Text and background pairs with at least 4.5:1 contrast; the word carries the meaning, the
// colour only repeats it.
const TONES: Record<BadgeTone, { color: string; background: string }> = {
  success: { color: '#14613a', background: '#e3f3ea' },
  info: { color: '#0f4c73', background: '#e6eef4' },
  warning: { color: '#7a4f00', background: '#fff1d6' },
  error: { color: '#a1221b', background: '#fdecea' },
  neutral: { color: '#3f4a57', background: '#eceff3' },
};

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  padding: 0.15em 0.65em;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  color: ${({ $tone }) => TONES[$tone].color};
  background: ${({ $tone }) => TONES[$tone].background};
  &::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** A status in words (Active, Overdue, Paid…) on a tinted pill. */
export function Badge({
  tone,
  children,
  className,
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Pill $tone={tone} className={className}>
      {children}
    </Pill>
  );
}
