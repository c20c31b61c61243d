import styled from 'styled-components';

export type LogoVariant = 'default' | 'mitt-vis';

/**
 * The words each logo shows, in the order they are drawn. A link named by the logo takes these as
 * its name, so what a person sees on it is what a speech-input user says to follow it.
 */
export const LOGO_WORDS: Record<LogoVariant, string> = {
  default: 'Skjól',
  'mitt-vis': 'Skjól Mitt Skjól',
};

type LogoProps = {
  /** 'mitt-vis' is the wide logo used in the portal header; 'default' is the compact mark. */
  variant?: LogoVariant;
  /** Accessible name; leave empty when a surrounding link already names the logo. */
  title?: string;
  /** The wide logo's second words: 'Mitt Skjól' unless the portal has another name (the staff portal's). */
  submark?: string;
  className?: string;
};

const Svg = styled.svg`
  display: block;
  height: 40px;
  width: auto;
`;

// Fixed text widths keep the drawing the same whichever system font renders it, so the words
// never run into the divider or past the viewBox.
const WORDMARK_WIDTH = 66;
const SUBMARK_WIDTH = 88;
const DEFAULT_SUBMARK = 'Mitt Skjól';

/** The Skjól mark: a roof over a wave, the shelter the name means. */
function Mark() {
  return (
    <g>
      <path
        d="M4 22 L24 6 L44 22"
        fill="none"
        stroke="#0f3d5e"
        strokeWidth="5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path
        d="M8 32 q8 -6 16 0 t16 0"
        fill="none"
        stroke="#c9731c"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </g>
  );
}

export function Logo({
  variant = 'default',
  title,
  submark = DEFAULT_SUBMARK,
  className,
}: LogoProps) {
  const wide = variant === 'mitt-vis';
  // A longer second name ('Starfsmannagátt') gets room of its own rather than squeezed letters.
  const submarkWidth =
    submark === DEFAULT_SUBMARK
      ? SUBMARK_WIDTH
      : Math.max(SUBMARK_WIDTH, Math.round(submark.length * 9.5));
  const width = wide ? 138 + submarkWidth + 6 : 128;
  return (
    <Svg
      className={className}
      viewBox={`0 0 ${width} 40`}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      data-variant={variant}
    >
      <Mark />
      <text
        x="54"
        y="30"
        fontSize="26"
        fontWeight="700"
        fill="#0f3d5e"
        fontFamily="system-ui, sans-serif"
        textLength={WORDMARK_WIDTH}
        lengthAdjust="spacingAndGlyphs"
      >
        Skjól
      </text>
      {wide && <line x1="129" y1="9" x2="129" y2="35" stroke="#d3d9e0" strokeWidth="2" />}
      {wide && (
        <text
          x="138"
          y="30"
          fontSize="18"
          fontWeight="500"
          fill="#4f5b69"
          fontFamily="system-ui, sans-serif"
          textLength={submarkWidth}
          lengthAdjust="spacingAndGlyphs"
        >
          {submark}
        </text>
      )}
    </Svg>
  );
}
