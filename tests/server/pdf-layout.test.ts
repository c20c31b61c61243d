import { describe, expect, it } from 'vitest';
import { renderPdf, type PdfContent } from '../../server/pdf/pdf-layout';
import { pdfFlatText, pdfStreams, pdfText } from './support/pdf-text';

const ICELANDIC = 'ð þ æ ö á é í ó ú ý Ð Þ Æ Ö Á É Í Ó Ú Ý';

/** Each text run's baseline height on the page (PDF y grows upwards), by its text. */
function baselines(pdf: Buffer): { text: string; y: number }[] {
  const runs: { text: string; y: number }[] = [];
  for (const stream of pdfStreams(pdf)) {
    const source = stream.toString('latin1');
    for (const [, y = '0', array = ''] of source.matchAll(
      /1 0 0 1 [-\d.]+ ([-\d.]+) Tm\n(?:[^[\n]*\n)*?\[([^\]]*)\] TJ/g,
    )) {
      const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map((part) => part[1]).join('');
      runs.push({ text: Buffer.from(hex, 'hex').toString('latin1'), y: Number(y) });
    }
  }
  return runs;
}

const content = (overrides: Partial<PdfContent> = {}): PdfContent => ({
  lang: 'is',
  overline: 'Tjóna- og tilkynningareyðublað',
  title: 'Tilkynning um þjófnað',
  created: new Date('2026-01-02T00:00:00Z'),
  contact: { phone: '440 2000', email: 'skjol@skjol.is' },
  sections: [
    { kind: 'keyValues', rows: [['Útgáfudagur', '2. janúar 2026']] },
    { kind: 'paragraphs', paragraphs: [`Íslenskir stafir: ${ICELANDIC}`] },
  ],
  ...overrides,
});

describe('the PDF layout', () => {
  it('keeps every Icelandic letter, readable from the file by a text extractor', async () => {
    const pdf = await renderPdf(content());
    const lines = pdfText(pdf).split('\n');
    expect(lines).toContain('Tilkynning um þjófnað');
    expect(lines).toContain('Tjóna- og tilkynningareyðublað');
    expect(pdfFlatText(pdf)).toContain(`Íslenskir stafir: ${ICELANDIC}`);
    // Standard fonts in a standard encoding: every reader maps these bytes to the same letters.
    expect(pdf.toString('latin1')).toMatch(
      /\/BaseFont \/Helvetica\s+\/Subtype \/Type1\s+\/Encoding \/WinAnsiEncoding/,
    );
    expect(pdf.toString('latin1')).toContain('/Lang (is)');
  });

  it('gives the same bytes for the same content and creation date, and other bytes for another date', async () => {
    const first = await renderPdf(content());
    expect((await renderPdf(content())).equals(first)).toBe(true);
    const later = await renderPdf(content({ created: new Date('2026-01-03T00:00:00Z') }));
    expect(later.equals(first)).toBe(false);
  });

  it('carries a long table over pages with its header repeated and every page numbered', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => [
      `Færsla ${index + 1}`,
      `${index + 1}.000 kr.`,
    ]);
    const pdf = await renderPdf(
      content({
        lang: 'en',
        sections: [
          {
            kind: 'table',
            columns: [
              { label: 'Entry', width: 3 },
              { label: 'Amount', width: 1, align: 'right' },
            ],
            rows,
          },
        ],
      }),
    );
    const lines = pdfText(pdf).split('\n');
    const pages = Number(/\/Type \/Pages\s+\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(lines.filter((line) => line === 'Entry')).toHaveLength(pages);
    expect(lines).toContain(`Page ${pages} of ${pages}`);
    expect(lines).toContain('Færsla 80');
  });

  it('starts a key-value row below every line of the row before, even when a bold value wraps', async () => {
    // Wraps in bold at this width where regular would not: the row's height must follow the bold.
    const value = 'Verið er að meta tjónið. Við látum þig vita um leið og niðurstaða liggur fyrir.';
    const pdf = await renderPdf(
      content({
        sections: [
          {
            kind: 'keyValues',
            rows: [
              ['Næsta skref', value],
              ['Áætlað', '24. nóvember 2026'],
            ],
          },
        ],
      }),
    );
    const runs = baselines(pdf);
    const lastValueLine = runs.find((run) => run.text === 'fyrir.');
    const nextLabel = runs.find((run) => run.text === 'Áætlað');
    expect(lastValueLine).toBeDefined();
    expect(nextLabel!.y).toBeLessThan(lastValueLine!.y - 10);
  });
});
