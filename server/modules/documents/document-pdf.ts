import {
  COMPANY_NAME,
  documentDownloadPath,
  type DocumentEntry,
  type DocumentKind,
  type DocumentLanguage,
  type DocumentPeriod,
  type LocalizedText,
} from '../../../src/domain/documents';
import { writePdf, type PdfColor } from '../../pdf/pdf-writer';

/**
 * The sample PDF the built-in document host serves for a catalogue entry: one page in the
 * document's own language with the company, kind, title and period, and a line saying what it is.
 * The published documents replace these on a real CDN (CDN_URL).
 */

const KIND_LABELS: Record<DocumentKind, LocalizedText> = {
  financialStatements: { is: 'Fjárhagsupplýsingar', en: 'Financial statements' },
  earningsAnnouncement: { is: 'Afkomutilkynning', en: 'Earnings announcement' },
  investorPresentation: { is: 'Fjárfestakynning', en: 'Investor presentation' },
  solvencyReport: { is: 'Gjaldþol og fjárhagsstaða', en: 'Solvency and financial condition' },
  governance: { is: 'Stjórnarhættir', en: 'Corporate governance' },
  productInformation: { is: 'Upplýsingaskjal um vátryggingu', en: 'Product information' },
  claimForm: { is: 'Tjóna- og tilkynningareyðublað', en: 'Claim and notification form' },
  cancellationForm: { is: 'Uppsagnareyðublað', en: 'Cancellation form' },
  consentForm: { is: 'Umboð til gagnaöflunar', en: 'Data access consent' },
};

const PERIOD_LABELS: Record<DocumentPeriod, LocalizedText> = {
  Q1: { is: 'fyrsti ársfjórðungur', en: 'first quarter' },
  Q2: { is: 'annar ársfjórðungur og fyrri árshelmingur', en: 'second quarter and first half' },
  Q3: { is: 'þriðji ársfjórðungur og fyrstu níu mánuðir', en: 'third quarter and nine months' },
  FY: { is: 'fjórði ársfjórðungur og árið í heild', en: 'fourth quarter and full year' },
};

const TEXT: Record<
  'period' | 'year' | 'published' | 'notice' | 'address' | 'companyLine',
  LocalizedText
> = {
  period: { is: 'Tímabil', en: 'Period' },
  year: { is: 'Ár', en: 'Year' },
  published: { is: 'Útgáfudagur', en: 'Published' },
  notice: {
    is: 'Þetta er sýniseintak sem vefþjónn Skjóls býr til. Á skjalahýsingu félagsins kemur birt útgáfa skjalsins í þess stað.',
    en: 'This is a sample copy made by the Skjól web server. On the company’s document host the published version of the document takes its place.',
  },
  address: { is: 'Vefslóð', en: 'Address' },
  companyLine: {
    is: 'Borgartúni 40 · 105 Reykjavík · skjol@skjol.is · 440 2000',
    en: 'Borgartún 40 · 105 Reykjavík · Iceland · skjol@skjol.is · +354 440 2000',
  },
};

const BRAND: PdfColor = [0.059, 0.239, 0.369];
const MUTED: PdfColor = [0.31, 0.357, 0.412];

function periodLine(entry: DocumentEntry, language: DocumentLanguage): string | null {
  if (entry.year === null) return null;
  if (entry.period === null) return `${TEXT.year[language]}: ${entry.year}`;
  return `${TEXT.period[language]}: ${entry.year}, ${PERIOD_LABELS[entry.period][language]}`;
}

/** Renders the sample PDF for `entry`; `siteUrl` makes the printed short address absolute. */
export function documentPdf(entry: DocumentEntry, siteUrl: string): Buffer {
  const language = entry.language;
  const title = entry.title[language];
  const period = periodLine(entry, language);
  return writePdf({
    title,
    author: COMPANY_NAME[language],
    subject: KIND_LABELS[entry.kind][language],
    language,
    created: new Date(`${entry.published}T00:00:00Z`),
    body: [
      { kind: 'text', text: COMPANY_NAME[language], size: 14, font: 'bold', color: BRAND },
      { kind: 'text', text: TEXT.companyLine[language], size: 9, color: MUTED },
      { kind: 'rule', spaceBefore: 10, spaceAfter: 28, color: BRAND },
      { kind: 'text', text: KIND_LABELS[entry.kind][language], size: 11, color: MUTED },
      { kind: 'text', text: title, size: 22, font: 'bold', spaceBefore: 4 },
      ...(period ? [{ kind: 'text' as const, text: period, size: 12, spaceBefore: 10 }] : []),
      {
        kind: 'text',
        text: `${TEXT.published[language]}: ${entry.published}`,
        size: 12,
        spaceBefore: period ? 2 : 10,
      },
      { kind: 'text', text: TEXT.notice[language], size: 11, spaceBefore: 28 },
    ],
    footer: [
      { kind: 'rule', spaceAfter: 6, color: MUTED },
      {
        kind: 'text',
        text: `${TEXT.address[language]}: ${siteUrl}${documentDownloadPath(entry.id)} · ${entry.file}.pdf`,
        size: 8,
        color: MUTED,
      },
    ],
  });
}
