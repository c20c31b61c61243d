import styled, { keyframes } from 'styled-components';
import { UI_ANIMATION } from '../domain/limits';
import { theme } from './theme';

export type SkeletonProps = {
  /** A number is pixels; a string is any CSS length. Default: the full width. */
  width?: number | string;
  /** A number is pixels; a string is any CSS length. Default: one line of text (or `width` for a circle). */
  height?: number | string;
  circle?: boolean;
  className?: string;
};

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $circle: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $circle, theme }) => ($circle ? '50%' : theme.radius)};
  background-color: ${theme.colors.skeletonBase};
  background-image: linear-gradient(
    90deg,
    ${theme.colors.skeletonBase} 0%,
    ${theme.colors.skeletonHighlight} 50%,
    ${theme.colors.skeletonBase} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} ${UI_ANIMATION.skeletonDurationMs}ms ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

function toLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

/** A placeholder shape for content that is still loading. Hidden from assistive technology. */
export function Skeleton({ width, height, circle = false, className }: SkeletonProps) {
  const resolvedWidth = toLength(width ?? (circle && height !== undefined ? height : '100%'));
  const resolvedHeight = toLength(height ?? (circle && width !== undefined ? width : '1em'));
  return (
    <Block
      className={className}
      aria-hidden="true"
      data-skeleton=""
      $width={resolvedWidth}
      $height={resolvedHeight}
      $circle={circle}
    />
  );
}
