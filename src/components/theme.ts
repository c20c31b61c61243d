import { BRAND_FONT_STACK } from '../domain/brand-font';
import { BREAKPOINTS_PX, LOGO_OVERFLOW_BREAKPOINT_PX } from '../domain/limits';

/** Breakpoints in px. `logoOverflow` is where the wide logo may hang outside the grid. */
export const breakpoints = {
  ...BREAKPOINTS_PX,
  logoOverflow: LOGO_OVERFLOW_BREAKPOINT_PX,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const colors = {
  brand: '#0f3d5e',
  brandDark: '#0a2a41',
  brandLight: '#e6eef4',
  // Dark enough for white text at 4.5:1 (WCAG AA).
  accent: '#a85d12',
  text: '#1c2430',
  textMuted: '#4f5b69',
  background: '#ffffff',
  surface: '#f4f6f8',
  border: '#d3d9e0',
  focus: '#1f6feb',
  error: '#b3261e',
  errorBackground: '#fdecea',
  warning: '#8a5a00',
  warningBackground: '#fff4e0',
  success: '#1b7f4c',
  info: '#0f5c8c',
  skeletonBase: '#eee',
  skeletonHighlight: '#f5f5f5',
  /** Behind modals. */
  backdrop: 'rgba(10, 42, 65, 0.55)',
  /** Behind the full-screen loading overlay: the page shows through faintly. */
  overlay: 'rgba(255, 255, 255, 0.92)',
} as const;

/** Stacking order of the layers the kit opens; toasts stay above everything so errors are seen. */
export const zIndex = {
  dropdown: 100,
  modal: 1000,
  loadingOverlay: 2000,
  toast: 9999,
} as const;

/** Spacing steps in px; components use `theme.space(n)`. */
const spaceScale = [0, 4, 8, 12, 16, 24, 32, 48, 64, 96] as const;

export const theme = {
  breakpoints,
  colors,
  space: (step: number): string =>
    `${spaceScale[Math.max(0, Math.min(step, spaceScale.length - 1))]}px`,
  zIndex,
  radius: '8px',
  shadow: '0 8px 24px rgba(10, 42, 65, 0.18)',
  maxWidth: '1200px',
  font: {
    body: BRAND_FONT_STACK,
  },
  /** Media query for "at least this wide". */
  up: (breakpoint: Breakpoint): string => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  down: (breakpoint: Breakpoint): string =>
    `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
} as const;

export type Theme = typeof theme;
