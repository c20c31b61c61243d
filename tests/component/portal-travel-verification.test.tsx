import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicTravelCertificateResponse } from '../../src/domain/api/portal';
import { codeFromPath, tidyCode } from '../../src/features/travel-verification/api';
import { VerificationPage } from '../../src/features/travel-verification/verification-page';
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

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let certificateAnswer: () => Response;
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      if (url.startsWith('/api/public/v1/travelcertificate/')) return certificateAnswer();
      return answer(404, {});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the public certificate check', () => {
  it('says a valid certificate is valid, with its details, in Icelandic', async () => {
    certificateAnswer = () => answer(200, certificate);
    renderWithProviders(<VerificationPage pathname="/stadfesting/K7QM-4XPD-2R9T/" language="is" />);
    expect(
      await screen.findByRole('heading', { name: 'Staðfestingin er gild' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Anna J.')).toBeInTheDocument();
    expect(screen.getByText('Ferðatrygging greiðslukorts')).toBeInTheDocument();
    expect(screen.getByText('Evrópa')).toBeInTheDocument();
    expect(screen.getByText('1. júní 2026')).toBeInTheDocument();
    expect(requested).toContain('/api/public/v1/travelcertificate/K7QM-4XPD-2R9T/');
  });

  it('says an expired certificate has expired, and when the trip ended, in English', async () => {
    certificateAnswer = () => answer(200, { ...certificate, valid: false, status: 'expired' });
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
    certificateAnswer = () => answer(404, { errorCode: 'CertificateNotFound' });
    renderWithProviders(<VerificationPage pathname="/stadfesting/AAAA-BBBB-CCCC/" language="is" />);
    expect(
      await screen.findByRole('heading', { name: 'Engin staðfesting fannst' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/kóðanum AAAA-BBBB-CCCC/)).toBeInTheDocument();
  });

  it('offers a retry when the check itself fails', async () => {
    let calls = 0;
    certificateAnswer = () => {
      calls += 1;
      return calls === 1 ? answer(503, {}) : answer(200, certificate);
    };
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
