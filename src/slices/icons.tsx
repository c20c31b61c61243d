import type { ReactNode } from 'react';

// Line icons for insurance products and services, on a 32-unit grid in the current text colour.
// Editors choose one by name (the `icon` select in the models).

const paths: Record<string, ReactNode> = {
  car: (
    <>
      <path d="M5 20l2.5-7a3 3 0 0 1 2.8-2h11.4a3 3 0 0 1 2.8 2L27 20" />
      <rect x="4" y="20" width="24" height="6" rx="2" />
      <circle cx="9.5" cy="26.5" r="1.8" />
      <circle cx="22.5" cy="26.5" r="1.8" />
    </>
  ),
  home: (
    <>
      <path d="M4 15L16 5l12 10" />
      <path d="M7 13v13h18V13" />
      <path d="M13 26v-7h6v7" />
    </>
  ),
  travel: (
    <>
      <path d="M4 18l24-8-3 4-13 5-3 6-2-1 1-5-4-1z" />
      <path d="M12 13l-4-4 3-1 8 3" />
    </>
  ),
  health: <path d="M16 27s-11-6.5-11-14a6 6 0 0 1 11-3.3A6 6 0 0 1 27 13c0 7.5-11 14-11 14z" />,
  accident: (
    <>
      <path d="M16 4l10 4v7c0 6.5-4.3 11-10 13-5.7-2-10-6.5-10-13V8z" />
      <path d="M16 11v8M12 15h8" />
    </>
  ),
  business: (
    <>
      <rect x="4" y="10" width="24" height="16" rx="2" />
      <path d="M12 10V7a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v3M4 17h24" />
    </>
  ),
  claim: (
    <>
      <path d="M16 5l12 21H4z" />
      <path d="M16 13v6M16 22.5v.5" />
    </>
  ),
  phone: (
    <path d="M9 5l4 1 2 6-3 2a14 14 0 0 0 6 6l2-3 6 2 1 4c0 2-2 3-4 3C13 25 7 19 6 9c0-2 1-4 3-4z" />
  ),
  document: (
    <>
      <path d="M8 4h11l6 6v18H8z" />
      <path d="M19 4v6h6M12 17h9M12 22h9" />
    </>
  ),
  calendar: (
    <>
      <rect x="5" y="7" width="22" height="20" rx="2" />
      <path d="M5 13h22M11 4v6M21 4v6" />
    </>
  ),
  shield: <path d="M16 4l10 4v7c0 6.5-4.3 11-10 13-5.7-2-10-6.5-10-13V8z" />,
  chat: <path d="M5 7h22v14H13l-6 5v-5H5z" />,
  people: (
    <>
      <circle cx="11" cy="11" r="4" />
      <circle cx="22" cy="12" r="3" />
      <path d="M3 26c1-5 4-8 8-8s7 3 8 8M19 20c3-1 7 1 8 6" />
    </>
  ),
  chart: <path d="M5 27V5M5 27h22M10 21l5-6 4 3 7-9" />,
  leaf: (
    <>
      <path d="M6 26C6 13 14 6 27 6c0 13-7 21-21 20z" />
      <path d="M6 26L18 14" />
    </>
  ),
  fire: (
    <path d="M16 28c-5 0-9-3.5-9-8.5 0-4 3-6.5 4-10 2 2 3 4 3 6 1-4 3-8 7-11 0 4 5 8 5 14.5 0 5-4.5 9-10 9z" />
  ),
};

export const ICON_NAMES = Object.keys(paths);

/** A named icon, or nothing when the name is unknown. Decorative: hidden from screen readers. */
export function ContentIcon({
  name,
  size = 32,
}: {
  name: string | null | undefined;
  size?: number;
}) {
  const drawing = name ? paths[name] : undefined;
  if (!drawing) return null;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawing}
    </svg>
  );
}
