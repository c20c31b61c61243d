import {
  documentDownloadPath,
  type DocumentEntry,
  type DocumentKind,
  type DocumentLanguage,
  type DocumentPeriod,
  type LocalizedText,
} from '../../../src/domain/documents';
import { formatDate } from '../../../src/domain/format';
import { renderPdf } from '../../pdf/pdf-layout';
import type { ServiceContact } from '../help/general-config';

/**
 * The sample PDF the built-in document host serves for a catalogue entry: one page in the
 * document's own language with the kind, title, period and publication date under the company's
 * letterhead, and a line saying what it is. The published documents replace these on a real CDN
 * (CDN_URL).
 */

const KIND_LABELS: Record<DocumentKind, LocalizedText> = {
  financialStatements: { is: 'Fjárhagsupplýsingar', en: 'Financial statements' },
  earningsAnnouncement: { is: 'Afkomutilkynning', en: 'Earnings announcement' },
  investorPresentation: { is: 'Fjárfestakynning', en: 'Investor presentation' },
  solvencyReport: { is: 'Gjaldþol og fjárhagsstaða', en: 'Solvency and financial condition' },
  governance: { is: 'Stjórnarhættir', en: 'Corporate governance' },
  productInformation: { is: 'Upplýsingaskjal um vátryggingu', en: 'Product information' },
  terms: { is: 'Vátryggingaskilmálar', en: 'Terms and conditions' },
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

const TEXT: Record<'period' | 'year' | 'published' | 'notice' | 'address', LocalizedText> = {
  period: { is: 'Tímabil', en: 'Period' },
  year: { is: 'Ár', en: 'Year' },
  published: { is: 'Útgáfudagur', en: 'Published' },
  notice: {
    is: 'Þetta er sýniseintak sem vefþjónn Skjóls býr til. Á skjalahýsingu félagsins kemur birt útgáfa skjalsins í þess stað.',
    en: 'This is a sample copy made by the Skjól web server. On the company’s document host the published version of the document takes its place.',
  },
  address: { is: 'Vefslóð', en: 'Address' },
};

function periodRow(entry: DocumentEntry, language: DocumentLanguage): [string, string] | null {
  if (entry.year === null) return null;
  if (entry.period === null) return [TEXT.year[language], String(entry.year)];
  return [TEXT.period[language], `${entry.year}, ${PERIOD_LABELS[entry.period][language]}`];
}

/**
 * Renders the sample PDF for `entry`; `siteUrl` makes the printed short address absolute. Dated
 * the day the document was published, so the same entry and letterhead give the same bytes.
 */
export function documentPdf(
  entry: DocumentEntry,
  siteUrl: string,
  contact: ServiceContact,
): Promise<Buffer> {
  const language = entry.language;
  const period = periodRow(entry, language);
  return renderPdf({
    lang: language,
    contact,
    overline: KIND_LABELS[entry.kind][language],
    title: entry.title[language],
    subject: KIND_LABELS[entry.kind][language],
    created: new Date(`${entry.published}T00:00:00Z`),
    sections: [
      {
        kind: 'keyValues',
        rows: [
          ...(period ? [period] : []),
          [TEXT.published[language], formatDate(entry.published, language)],
        ],
      },
      {
        kind: 'paragraphs',
        paragraphs: [
          TEXT.notice[language],
          `${TEXT.address[language]}: ${siteUrl}${documentDownloadPath(entry.id)} · ${entry.file}.pdf`,
        ],
      },
    ],
  });
}
