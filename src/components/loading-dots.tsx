import styled, { keyframes } from 'styled-components';
import { LOADING_DOTS } from '../domain/limits';

const pulse = keyframes`
  0%, 80%, 100% { opacity: 0.25; transform: scale(0.75); }
  40% { opacity: 1; transform: scale(1); }
`;

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3em;
`;

const Dot = styled.span<{ $index: number }>`
  width: 0.5em;
  height: 0.5em;
  border-radius: 50%;
  background: currentColor;
  animation: ${pulse} 1.2s ease-in-out infinite;
  animation-delay: ${({ $index }) => `${$index * 0.15}s`};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 0.6;
  }
`;

/** Default 5 dots, never more than 5, at least one. */
export function clampDotCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return LOADING_DOTS.default;
  return Math.min(LOADING_DOTS.max, Math.max(1, Math.floor(count)));
}

type LoadingDotsProps = {
  count?: number;
  className?: string;
};

/** Decorative: whoever shows the dots also says "loading" in words. */
export function LoadingDots({ count, className }: LoadingDotsProps) {
  const dots = clampDotCount(count);
  return (
    <Row className={className} aria-hidden="true" data-loading-dots={dots}>
      {Array.from({ length: dots }, (_, index) => (
        <Dot key={index} $index={index} data-dot="" />
      ))}
    </Row>
  );
}
