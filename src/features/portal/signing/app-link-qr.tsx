import { useEffect, useState } from 'react';

/** Dark modules of a QR symbol as one SVG path: a 1×1 square per module, quiet zone included. */
function modulePath(size: number, isDark: (row: number, column: number) => boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1)
      if (isDark(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
  return parts.join('');
}

const QUIET_ZONE = 2;

/**
 * The app link as a QR code for a phone to scan. The encoder is loaded only when a code is shown,
 * so the portal's screens do not carry it. Drawn as SVG in the page's own colours: sharp at any
 * size, and nothing for the content security policy to refuse.
 */
export function AppLinkQr({ link, label }: { link: string; label: string }) {
  const [symbol, setSymbol] = useState<{ size: number; path: string } | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(link, { errorCorrectionLevel: 'M' });
      const path = modulePath(modules.size, (row, column) => modules.get(row, column) === 1);
      if (current) setSymbol({ size: modules.size, path });
    });
    return () => {
      current = false;
    };
  }, [link]);

  if (!symbol) return null;
  const extent = symbol.size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-testid="app-link-qr"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
