import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  publicTravelCertificatePath,
  type PublicTravelCertificateResponse,
} from '../../src/domain/api/portal';
import { codeFromPath, tidyCode } from '../../src/features/public/travel-verification/api';
import { VerificationPage } from '../../src/features/public/travel-verification/verification-page';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

const certificate: PublicTravelCertificateResponse = {
  code: 'K7QM-4XPD-2R9T',
  valid: true,
  status: 'valid',
  travellerName: 'Anna J.',
  plan: 'ccard',
  startDate: '2026-06-01',
  endDate: '2026-06-14',
  destination: 'europe',
  issuedAt: '2026-05-20T11:00:00.000Z',
};

const certificatePath = publicTravelCertificatePath(':code').replace('%3A', ':');

/** Answers the check of any code with `answer`. */
function answerChecks(answer: () => Response) {
  server.use(http.get(certificatePath, () => answer()));
}

const found = (body: PublicTravelCertificateResponse) => HttpResponse.json(body);

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
  // The page's other content (from the content service) is not what these tests are about: the
  // service is down, which the page survives with a warning.
  server.use(http.get('/cms/api/v2', () => new HttpResponse(null, { status: 503 })));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the public certificate check', () => {
  it('says a valid certificate is valid, with its details, in Icelandic', async () => {
    answerChecks(() => found(certificate));
    renderWithProviders(<VerificationPage pathname="/stadfesting/K7QM-4XPD-2R9T/" language="is" />);
    expect(
      await screen.findByRole('heading', { name: 'Staðfestingin er gild' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Anna J.')).toBeInTheDocument();
    expect(screen.getByText('Ferðatrygging greiðslukorts')).toBeInTheDocument();
    expect(screen.getByText('Evrópa')).toBeInTheDocument();
    expect(screen.getByText('1. júní 2026')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toContain(
      publicTravelCertificatePath('K7QM-4XPD-2R9T'),
    );
  });

  it('says an expired certificate has expired, and when the trip ended, in English', async () => {
    answerChecks(() => found({ ...certificate, valid: false, status: 'expired' }));
    renderWithProviders(
      <VerificationPage pathname="/en/stadfesting/K7QM-4XPD-2R9T/" language="en" />,
      { language: 'en' },
    );
    expect(
      await screen.findByRole('heading', { name: 'The certificate has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/the trip it covers ended on 14 June 2026/)).toBeInTheDocument();
  });

  it('says plainly when no certificate has the code', async () => {
    answerChecks(() => problem(404, 'CertificateNotFound'));
    renderWithProviders(<VerificationPage pathname="/stadfesting/AAAA-BBBB-CCCC/" language="is" />);
    expect(
      await screen.findByRole('heading', { name: 'Engin staðfesting fannst' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/kóðanum AAAA-BBBB-CCCC/)).toBeInTheDocument();
  });

  it('offers a retry when the check itself fails', async () => {
    answerChecks(() => found(certificate));
    // Handlers added later are asked first: the first check fails, the retry finds it.
    server.use(http.get(certificatePath, () => problem(503, 'Unavailable'), { once: true }));
    const { user } = renderWithProviders(
      <VerificationPage pathname="/en/stadfesting/K7QM-4XPD-2R9T/" language="en" />,
      { language: 'en' },
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'The certificate is valid' }),
    ).toBeInTheDocument();
  });
});

describe('codes in addresses', () => {
  it('reads the code from either language’s address', () => {
    expect(codeFromPath('/stadfesting/K7QM-4XPD-2R9T/')).toBe('K7QM-4XPD-2R9T');
    expect(codeFromPath('/en/stadfesting/k7qm4xpd2r9t')).toBe('k7qm4xpd2r9t');
    expect(codeFromPath('/stadfesting/')).toBe('');
    expect(tidyCode(' k7qm-4xpd 2r9t ')).toBe('K7QM-4XPD2R9T');
  });
});
