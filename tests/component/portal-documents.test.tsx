import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PORTAL_API,
  type ElectronicDocument,
  type ElectronicDocumentsResponse,
  type MarkDocumentReadRequest,
  type MarkDocumentReadResponse,
} from '../../src/domain/api/portal';
import type { PortalUser } from '../../src/features/portal/api/user';
import { DocumentsScreen } from '../../src/features/portal/documents/documents-screen';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import type { Language } from '../../src/lib/i18n';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

function doc(id: string, overrides: Partial<ElectronicDocument>): ElectronicDocument {
  return {
    id,
    title: { is: 'Skjal', en: 'Document' },
    category: 'letter',
    createdAt: '2026-03-02T09:00:00.000Z',
    readAt: null,
    unread: true,
    policyId: null,
    policyNumber: null,
    claimId: null,
    claimNumber: null,
    fileName: { is: 'skjal.pdf', en: 'document.pdf' },
    ...overrides,
  };
}

const NOTICE = '6f1c2a4e-0000-4000-8000-000000000021';
const TERMS = '6f1c2a4e-0000-4000-8000-000000000022';

let documents: ElectronicDocument[];
let requests: RecordedRequest[];

beforeEach(() => {
  documents = [
    doc(NOTICE, {
      title: { is: 'Greiðsluseðill með eindaga 1. apríl', en: 'Payment notice due 1 April' },
      category: 'invoice',
    }),
    doc(TERMS, {
      title: { is: 'Skilmálar heimilistryggingar', en: 'Home insurance terms' },
      category: 'terms',
      unread: false,
      readAt: '2026-03-03T20:00:00.000Z',
      policyNumber: 'SK-2026-001207',
    }),
  ];
  // jsdom has no object URLs; the download only needs one to exist.
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  requests = recordRequests();
  server.use(
    http.get<never, never, ElectronicDocumentsResponse>(PORTAL_API.electronicDocuments, () =>
      HttpResponse.json({
        documents,
        unreadCount: documents.filter((d) => d.unread).length,
      }),
    ),
    http.get(PORTAL_API.downloadDocument, ({ request }) => {
      // The server marks the document read when it is downloaded.
      const id = new URL(request.url).searchParams.get('id');
      documents = documents.map((d) => (d.id === id ? { ...d, unread: false } : d));
      return new HttpResponse('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="notice.pdf"',
        },
      });
    }),
    http.post<never, MarkDocumentReadRequest, MarkDocumentReadResponse>(
      PORTAL_API.markDocumentRead,
      async ({ request }) => {
        const { id } = await request.json();
        documents = documents.map((d) => (d.id === id ? { ...d, unread: false } : d));
        return HttpResponse.json({ id, readAt: '2026-03-05T10:00:00.000Z', unreadCount: 0 });
      },
    ),
  );
  // jsdom does not download; the click on the temporary link is all that is needed.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderScreen(language: Language) {
  return renderWithProviders(<DocumentsScreen language={language} user={{} as PortalUser} />, {
    language,
  });
}

describe('DocumentsScreen', () => {
  it('marks unread documents in words, not only by colour', async () => {
    renderScreen('en');
    const notice = await screen.findByRole('article', { name: 'Payment notice due 1 April' });
    expect(within(notice).getByText('Unread')).toBeVisible();
    const terms = screen.getByRole('article', { name: 'Home insurance terms' });
    expect(within(terms).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByText(/1 document is unread/)).toBeInTheDocument();
  });

  it('filters by category and by unread, and says how many are shown', async () => {
    const { user } = renderScreen('is');
    await screen.findByRole('article', { name: 'Skilmálar heimilistryggingar' });
    await user.selectOptions(screen.getByLabelText('Flokkur'), 'Skilmálar (1)');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 skjal');
    await user.click(screen.getByLabelText('Aðeins ólesin skjöl'));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Engin skjöl passa við síuna' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sýna öll skjöl' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows a downloaded document as read', async () => {
    const { user } = renderScreen('is');
    const notice = await screen.findByRole('article', {
      name: 'Greiðsluseðill með eindaga 1. apríl',
    });
    await user.click(
      within(notice).getByRole('button', {
        name: 'Sækja PDF: Greiðsluseðill með eindaga 1. apríl',
      }),
    );
    await waitFor(() => expect(within(notice).queryByText('Ólesið')).not.toBeInTheDocument());
    expect(requests.map((request) => request.path)).toContain(
      `${PORTAL_API.downloadDocument}?id=${NOTICE}&lang=is`,
    );
    // Fetched again after the download.
    expect(
      requests.filter((request) => request.path.startsWith(PORTAL_API.electronicDocuments)),
    ).toHaveLength(2);
  });

  it('marks a document read without downloading it, and keeps the keyboard in its row', async () => {
    const { user } = renderScreen('en');
    const notice = await screen.findByRole('article', { name: 'Payment notice due 1 April' });
    await user.click(
      within(notice).getByRole('button', { name: 'Mark as read: Payment notice due 1 April' }),
    );
    await waitFor(() => expect(within(notice).queryByText('Unread')).not.toBeInTheDocument());
    expect(within(notice).queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    expect(
      within(notice).getByRole('button', { name: 'Download PDF: Payment notice due 1 April' }),
    ).toHaveFocus();
    expect(requests).toContainEqual({
      method: 'POST',
      path: PORTAL_API.markDocumentRead,
      body: { id: NOTICE },
    });
    expect(screen.getByText(/You have read them all/)).toBeInTheDocument();
  });
});
