/**
 * The site's typeface: Source Sans 3 (SIL Open Font License), from @fontsource-variable/source-sans-3,
 * one variable file for every weight, its Latin part only (which holds every Icelandic letter).
 * The server sends the file at `path`; the site's pages and the sign-in pages declare it the same
 * way, from here. The version is in the address, so the file may be cached for good; a test fails
 * when the installed package and this version part.
 */
export const BRAND_FONT = {
  family: 'Source Sans 3',
  version: '5.3.0',
  path: '/fonts/source-sans-3-5.3.0-latin.woff2',
  /** The file inside the package. */
  packageFile: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
} as const;

/**
 * Arial scaled to take the room Source Sans 3 will (measured in Chromium on a line of Icelandic):
 * until the file arrives text is drawn in it, and the swap moves nothing on the page.
 */
const FALLBACK_METRICS = {
  sizeAdjust: '92.37%',
  ascentOverride: '110.86%',
  descentOverride: '43.3%',
  lineGapOverride: '0%',
};

/** Latin-1 and the punctuation, currency and symbols a Latin text uses (Fontsource's "latin" range). */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const BRAND_FONT_STACK = `'${BRAND_FONT.family}', '${BRAND_FONT.family} fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;

/** The two @font-face rules: the typeface, and the metric-matched fallback it swaps from. */
export function brandFontFaces(): string {
  return (
    `@font-face{font-family:'${BRAND_FONT.family}';font-style:normal;font-weight:200 900;` +
    `font-display:swap;src:url(${BRAND_FONT.path}) format('woff2');unicode-range:${LATIN_RANGE}}` +
    `@font-face{font-family:'${BRAND_FONT.family} fallback';src:local('Arial'),local('Liberation Sans');` +
    `size-adjust:${FALLBACK_METRICS.sizeAdjust};ascent-override:${FALLBACK_METRICS.ascentOverride};` +
    `descent-override:${FALLBACK_METRICS.descentOverride};line-gap-override:${FALLBACK_METRICS.lineGapOverride}}`
  );
}
