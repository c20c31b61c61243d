import type { ReactNode } from 'react';
import { colors } from '../components/theme';

/**
 * Our own flat illustrations for the product heroes, drawn in the brand's colours on a 320 × 220
 * grid: a sky disc, the ground and the thing insured. Decoration only (the heading names the
 * product), so screen readers skip them.
 */
const palette = {
  sky: colors.brandLight,
  ground: '#cfe0d6',
  ink: colors.brand,
  inkDark: colors.brandDark,
  warm: colors.accent,
  light: '#ffffff',
  soft: '#9fbad0',
} as const;

const backdrop = (
  <>
    <circle cx="160" cy="104" r="96" fill={palette.sky} />
    <path d="M16 176h288" stroke={palette.soft} strokeWidth="4" strokeLinecap="round" />
  </>
);

const scenes: Record<string, ReactNode> = {
  car: (
    <>
      <path
        d="M60 150l18-40q6-12 20-12h86q12 0 20 10l28 34 22 4q12 2 12 14v16H52v-18q0-8 8-8z"
        fill={palette.ink}
      />
      <path d="M92 112q4-8 12-8h34v36H82zM150 104h30q8 0 13 6l22 30h-65z" fill={palette.sky} />
      <circle cx="98" cy="176" r="20" fill={palette.inkDark} />
      <circle cx="98" cy="176" r="8" fill={palette.light} />
      <circle cx="222" cy="176" r="20" fill={palette.inkDark} />
      <circle cx="222" cy="176" r="8" fill={palette.light} />
      <rect x="246" y="150" width="14" height="8" rx="3" fill={palette.warm} />
    </>
  ),
  home: (
    <>
      <path
        d="M84 176V112l76-56 76 56v64z"
        fill={palette.light}
        stroke={palette.ink}
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path
        d="M70 118l90-68 90 68"
        fill="none"
        stroke={palette.warm}
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="142" y="128" width="36" height="48" rx="4" fill={palette.ink} />
      <rect
        x="100"
        y="118"
        width="28"
        height="26"
        rx="3"
        fill={palette.sky}
        stroke={palette.ink}
        strokeWidth="4"
      />
      <rect
        x="192"
        y="118"
        width="28"
        height="26"
        rx="3"
        fill={palette.sky}
        stroke={palette.ink}
        strokeWidth="4"
      />
      <rect x="204" y="62" width="16" height="30" fill={palette.ink} />
    </>
  ),
  travel: (
    <>
      <path
        d="M36 82l96 14 56-40q14-10 24-4t-4 22l-40 44 12 70-14 6-30-58-58 18-4 20-12 2 4-34-34-22z"
        fill={palette.ink}
      />
      <rect x="200" y="120" width="70" height="56" rx="8" fill={palette.warm} />
      <path
        d="M222 120v-12q0-6 6-6h14q6 0 6 6v12"
        fill="none"
        stroke={palette.inkDark}
        strokeWidth="5"
      />
      <path d="M218 130v40M252 130v40" stroke={palette.light} strokeWidth="4" />
    </>
  ),
  health: (
    <>
      <path
        d="M160 186s-74-42-74-94a40 40 0 0 1 74-22 40 40 0 0 1 74 22c0 52-74 94-74 94z"
        fill={palette.warm}
      />
      <path
        d="M100 112h34l10-22 16 46 12-24h48"
        fill="none"
        stroke={palette.light}
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  accident: (
    <>
      <path d="M160 36l76 30v48c0 44-32 70-76 84-44-14-76-40-76-84V66z" fill={palette.ink} />
      <path d="M146 84h28v24h24v28h-24v24h-28v-24h-24v-28h24z" fill={palette.light} />
      <circle cx="246" cy="64" r="14" fill={palette.warm} />
    </>
  ),
  business: (
    <>
      <rect x="70" y="76" width="80" height="100" fill={palette.ink} />
      <rect x="150" y="44" width="100" height="132" fill={palette.inkDark} />
      <path
        d="M86 94h16M118 94h16M86 118h16M118 118h16M86 142h16M118 142h16"
        stroke={palette.sky}
        strokeWidth="10"
      />
      <path
        d="M170 64h20M210 64h20M170 90h20M210 90h20M170 116h20M210 116h20"
        stroke={palette.warm}
        strokeWidth="10"
      />
      <rect x="188" y="140" width="24" height="36" fill={palette.sky} />
    </>
  ),
  people: (
    <>
      <circle cx="124" cy="84" r="24" fill={palette.ink} />
      <path d="M80 176v-30q0-26 44-26t44 26v30z" fill={palette.ink} />
      <circle cx="204" cy="96" r="20" fill={palette.warm} />
      <path d="M168 176v-22q0-22 36-22t36 22v22z" fill={palette.warm} />
    </>
  ),
  shield: (
    <>
      <path d="M160 32l80 32v50c0 46-34 74-80 88-46-14-80-42-80-88V64z" fill={palette.ink} />
      <path
        d="M124 116l26 26 46-52"
        fill="none"
        stroke={palette.light}
        strokeWidth="14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

/** The names an illustration exists for; another icon name falls back to the shield. */
export const ILLUSTRATIONS = Object.keys(scenes);

export function ProductIllustration({ name }: { name: string | null | undefined }) {
  const scene = (name && scenes[name]) || scenes.shield;
  return (
    <svg
      viewBox="0 0 320 220"
      width="320"
      height="220"
      aria-hidden="true"
      focusable="false"
      data-illustration={name && scenes[name] ? name : 'shield'}
    >
      {backdrop}
      {scene}
    </svg>
  );
}
