import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { ServerLanguage } from '../i18n/locales';
import { translator } from '../i18n/locales';

/**
 * The one PDF layout of Skjól, drawn with pdfkit: letterhead, title, then sections (key-value
 * tables, tables, paragraphs, headings, a QR code), and a footer with the page number on every
 * page. The portal's overviews, certificates and signed documents and the document host's sample
 * files all come out of here. Standard Helvetica is enough: its WinAnsi encoding has every
 * Icelandic letter (þ ð æ ö á é í ó ú ý and their capitals), so no font file ships.
 */

export type PdfColumn = { label: string; width: number; align?: 'left' | 'right' };

export type PdfSection =
  | { kind: 'heading'; text: string }
  | { kind: 'keyValues'; rows: [label: string, value: string][] }
  | { kind: 'table'; columns: PdfColumn[]; rows: string[][]; emptyText?: string }
  | { kind: 'paragraphs'; paragraphs: string[] }
  | { kind: 'qr'; text: string; caption: string };

export type LetterheadContact = { phone: string; email: string };

export type PdfContent = {
  lang: ServerLanguage;
  /** A small line above the title saying what kind of document this is. */
  overline?: string;
  title: string;
  subtitle?: string;
  /** The document information's subject, for search and screen readers. */
  subject?: string;
  /**
   * The creation date written into the file. A fixed date makes the same content give the same
   * bytes (the document host's ETags rely on it); by default, now.
   */
  created?: Date;
  /**
   * The service phone and e-mail the letterhead prints: the content's (the help module's service
   * contact), like everywhere else; an empty one is left out.
   */
  contact: LetterheadContact;
  sections: PdfSection[];
};

const BRAND = '#0b4f6c';
const MUTED = '#555555';
const RULE = '#c8d3da';
const STRIPE = '#f2f6f8';
const PAGE_MARGIN = 50;
const FOOTER_SPACE = 40;

type Doc = PDFKit.PDFDocument;

function contentWidth(doc: Doc): number {
  return doc.page.width - PAGE_MARGIN * 2;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - PAGE_MARGIN - FOOTER_SPACE;
}

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** 'Sími 440 2000 · skjol@skjol.is · skjol.is', leaving out what the content does not give. */
function contactLine(contact: LetterheadContact, lang: ServerLanguage): string {
  const t = translator(lang, 'portal-documents');
  return [
    contact.phone && t('company.phone', { phone: contact.phone }),
    contact.email,
    t('company.web'),
  ]
    .filter(Boolean)
    .join(' · ');
}

function letterhead(doc: Doc, lang: ServerLanguage, contact: LetterheadContact): void {
  const t = translator(lang, 'portal-documents');
  const top = PAGE_MARGIN - 10;
  doc.rect(PAGE_MARGIN, top, 6, 30).fill(BRAND);
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(t('company.name'), PAGE_MARGIN + 14, top + 1, { lineBreak: false });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8)
    .text(t('company.address'), PAGE_MARGIN, top + 2, {
      width: contentWidth(doc),
      align: 'right',
    })
    .text(contactLine(contact, lang), PAGE_MARGIN, top + 13, {
      width: contentWidth(doc),
      align: 'right',
    });
  doc
    .moveTo(PAGE_MARGIN, top + 40)
    .lineTo(doc.page.width - PAGE_MARGIN, top + 40)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  doc.x = PAGE_MARGIN;
  doc.y = top + 54;
  doc.fillColor('black');
}

function heading(doc: Doc, text: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text(text, PAGE_MARGIN, doc.y, {
      width: contentWidth(doc),
    });
  doc.moveDown(0.3);
  doc.fillColor('black');
}

function keyValues(doc: Doc, rows: [string, string][]): void {
  const labelWidth = 150;
  const valueWidth = contentWidth(doc) - labelWidth - 10;
  doc.fontSize(10);
  for (const [label, value] of rows) {
    // Measured in the fonts they are drawn in: bold is wider and may wrap where regular would not.
    const labelHeight = doc.font('Helvetica').heightOfString(label, { width: labelWidth });
    const valueHeight = doc
      .font('Helvetica-Bold')
      .heightOfString(value || '-', { width: valueWidth });
    const height = Math.max(labelHeight, valueHeight);
    doc.font('Helvetica');
    ensureSpace(doc, height + 6);
    const y = doc.y;
    doc.fillColor(MUTED).text(label, PAGE_MARGIN, y, { width: labelWidth });
    doc
      .fillColor('black')
      .font('Helvetica-Bold')
      .text(value || '-', PAGE_MARGIN + labelWidth + 10, y, { width: valueWidth });
    doc.y = y + height + 4;
  }
  doc.font('Helvetica').x = PAGE_MARGIN;
}

function table(doc: Doc, columns: PdfColumn[], rows: string[][], emptyText?: string): void {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const scale = contentWidth(doc) / total;
  const widths = columns.map((column) => column.width * scale);
  const padding = 4;

  const drawRow = (cells: string[], options: { header?: boolean; stripe?: boolean }) => {
    doc.font(options.header ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.header ? 8.5 : 9);
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell, { width: (widths[index] ?? 0) - padding * 2 }),
        ),
      ) +
      padding * 2;
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      if (!options.header)
        drawRow(
          columns.map((column) => column.label),
          { header: true },
        );
    }
    const y = doc.y;
    if (options.header) doc.rect(PAGE_MARGIN, y, contentWidth(doc), height).fill(BRAND);
    else if (options.stripe) doc.rect(PAGE_MARGIN, y, contentWidth(doc), height).fill(STRIPE);
    let x = PAGE_MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      doc.fillColor(options.header ? 'white' : 'black').text(cell, x + padding, y + padding, {
        width: width - padding * 2,
        align: columns[index]?.align ?? 'left',
      });
      x += width;
    });
    doc.fillColor('black');
    doc.y = y + height;
  };

  ensureSpace(doc, 50);
  drawRow(
    columns.map((column) => column.label),
    { header: true },
  );
  if (rows.length === 0 && emptyText) {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED);
    doc.text(emptyText, PAGE_MARGIN + padding, doc.y + padding, { width: contentWidth(doc) });
    doc.fillColor('black');
  }
  rows.forEach((row, index) => drawRow(row, { stripe: index % 2 === 1 }));
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.5);
}

function paragraphs(doc: Doc, texts: string[]): void {
  doc.font('Helvetica').fontSize(10).fillColor('black');
  for (const text of texts) {
    ensureSpace(doc, 30);
    doc.text(text, PAGE_MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
    doc.moveDown(0.6);
  }
}

/** The QR code as vector squares: crisp at any zoom, no image codec needed. */
function qr(doc: Doc, text: string, caption: string): void {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const cell = 3;
  const quiet = 4 * cell;
  const size = modules.size * cell + quiet * 2;
  ensureSpace(doc, size + 30);
  const left = PAGE_MARGIN;
  const top = doc.y + 6;
  doc.rect(left, top, size, size).fill('white');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(left + quiet + column * cell, top + quiet + row * cell, cell, cell);
      }
    }
  }
  doc.fill('black');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(caption, left + size + 12, top + quiet, { width: contentWidth(doc) - size - 12 })
    .text(text, left + size + 12, doc.y + 4, { width: contentWidth(doc) - size - 12 });
  doc.fillColor('black');
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(doc.y, top + size) + 8;
}

function footers(doc: Doc, lang: ServerLanguage): void {
  const t = translator(lang, 'portal-documents');
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would start a new page; lift the margin while we do.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE_MARGIN + 6;
    doc
      .moveTo(PAGE_MARGIN, y - 6)
      .lineTo(doc.page.width - PAGE_MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(t('company.footer'), PAGE_MARGIN, y, {
        width: contentWidth(doc) - 80,
        lineBreak: false,
      })
      .text(
        t('pdf.page', { page: String(index + 1), pages: String(range.count) }),
        PAGE_MARGIN,
        y,
        { width: contentWidth(doc), align: 'right', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** Renders the content into a finished PDF file. */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const t = translator(content.lang, 'portal-documents');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: content.lang,
    displayTitle: true,
    info: {
      Title: content.title,
      Author: t('company.name'),
      Creator: t('company.name'),
      ...(content.subject ? { Subject: content.subject } : {}),
      CreationDate: content.created ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.on('pageAdded', () => letterhead(doc, content.lang, content.contact));
  letterhead(doc, content.lang, content.contact);

  if (content.overline) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(content.overline, PAGE_MARGIN);
  }
  doc.font('Helvetica-Bold').fontSize(17).fillColor('black').text(content.title, PAGE_MARGIN);
  if (content.subtitle) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(content.subtitle, PAGE_MARGIN);
  }
  doc.fillColor('black').moveDown(0.8);

  let previous: PdfSection['kind'] | undefined;
  for (const section of content.sections) {
    // Running text straight under a key-value table would read as its last row.
    if (section.kind === 'paragraphs' && previous === 'keyValues') doc.moveDown(0.8);
    previous = section.kind;
    switch (section.kind) {
      case 'heading':
        heading(doc, section.text);
        break;
      case 'keyValues':
        keyValues(doc, section.rows);
        break;
      case 'table':
        table(doc, section.columns, section.rows, section.emptyText);
        break;
      case 'paragraphs':
        paragraphs(doc, section.paragraphs);
        break;
      case 'qr':
        qr(doc, section.text, section.caption);
        break;
    }
  }
  footers(doc, content.lang);
  doc.end();
  return done;
}
