import QRCode from 'qrcode';

/**
 * A QR code as SVG that React draws from the code's modules, one stroke per run of dark modules
 * in a row, with a quiet zone of `margin` modules round it.
 */
export function QrCode({ text, margin = 2 }: { text: string; margin?: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size + margin * 2;
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      if (column > start) runs.push(`M${start + margin} ${row + margin + 0.5}h${column - start}`);
      else column += 1;
    }
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <path fill="#ffffff" d={`M0 0h${size}v${size}H0z`} />
      <path stroke="#000000" d={runs.join('')} />
    </svg>
  );
}
