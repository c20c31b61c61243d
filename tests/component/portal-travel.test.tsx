import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PORTAL_API,
  type TravelCertificateRequest,
  type TravelCertificateSentResponse,
  type TravelPlanResponse,
} from '../../src/domain/api/portal';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { CertificateForm } from '../../src/features/portal/travel/certificate-form';
import { addDaysIso, isIsoDate, todayInIceland } from '../../src/domain/calendar';
import { certificateSchema, tripDays } from '../../src/features/portal/travel/certificate-schema';
import type { Language } from '../../src/lib/i18n';
import { problem, recordRequests, server } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const today = todayInIceland();

const ccard: TravelPlanResponse = {
  plan: 'ccard',
  hasPlan: true,
  policyId: '6f1c2a4e-0000-4000-8000-000000000010',
  policyNumber: 'SK-2026-006603',
  description: { is: 'Gullkort sem endar á 4821', en: 'Gold card ending in 4821' },
  validFrom: addDaysIso(today, -200),
  validTo: addDaysIso(today, 160),
  maxTripDays: 90,
  travellers: [
    { ssn: '1201603389', name: 'Anna Jónsdóttir', relation: 'self', birthDate: '1960-01-12' },
    { ssn: '0503852139', name: 'Björn Sigurðsson', relation: 'spouse', birthDate: '1985-03-05' },
  ],
  covers: [{ key: 'medical', name: { is: 'Sjúkrakostnaður', en: 'Medical' }, amount: 50_000_000 }],
  destinations: ['nordics', 'europe', 'worldwide'],
};
const fplus: TravelPlanResponse = {
  ...ccard,
  plan: 'fplus',
  hasPlan: false,
  policyId: null,
  policyNumber: null,
  description: null,
  validFrom: null,
  validTo: null,
  maxTripDays: 92,
  travellers: [],
  covers: [],
  destinations: [],
};

function renderForm(language: Language) {
  return renderWithProviders(<CertificateForm plans={{ ccard, fplus }} language={language} />, {
    language,
  });
}

describe('the certificate schema', () => {
  const schema = certificateSchema({ ccard, fplus }, today);
  const valid = {
    plan: 'ccard',
    travellerSsn: '0503852139',
    startDate: addDaysIso(today, 10),
    endDate: addDaysIso(today, 20),
    destination: 'europe',
  };
  const errorsOf = async (values: Record<string, string>) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner: { path: string; message: string }[] }).inner;
      return Object.fromEntries(inner.map((item) => [item.path, item.message]));
    }
  };

  it('accepts a trip inside the cover', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('gives each broken rule its own message key', async () => {
    expect(await errorsOf({ ...valid, endDate: addDaysIso(today, 5) })).toEqual({
      endDate: 'portal|travelErrorEndBeforeStart',
    });
    expect(
      await errorsOf({
        ...valid,
        startDate: addDaysIso(today, -20),
        endDate: addDaysIso(today, -2),
      }),
    ).toEqual({ endDate: 'portal|travelErrorTripOver' });
    expect(await errorsOf({ ...valid, endDate: addDaysIso(today, 10 + 90) })).toEqual({
      endDate: 'portal|travelErrorTripTooLong',
    });
    expect(await errorsOf({ ...valid, endDate: addDaysIso(today, 161) })).toEqual({
      endDate: 'portal|travelErrorOutsideCover',
    });
    expect(await errorsOf({ ...valid, startDate: addDaysIso(today, -201) })).toMatchObject({
      startDate: 'portal|travelErrorOutsideCover',
    });
    expect(await errorsOf({ ...valid, travellerSsn: '1407702999' })).toEqual({
      travellerSsn: 'portal|travelErrorTravellerNotCovered',
    });
    expect(await errorsOf({ ...valid, plan: 'fplus' })).toMatchObject({
      plan: 'portal|travelErrorNoPlan',
    });
    expect(await errorsOf({ ...valid, destination: '', endDate: '2026-02-30' })).toEqual({
      destination: 'requiredField',
      endDate: 'portal|travelErrorInvalidDate',
    });
  });

  it('counts both the first and the last day of a trip', () => {
    expect(tripDays('2026-06-01', '2026-06-01')).toBe(1);
    expect(tripDays('2026-06-01', '2026-08-29')).toBe(90);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('CertificateForm', () => {
  it.each([
    ['is', 'Heimkoma', 'Sækja staðfestingu (PDF)', 'Heimkoma getur ekki verið á undan brottför'],
    [
      'en',
      'Return',
      'Download certificate (PDF)',
      'The return date cannot be before the departure date',
    ],
  ] as const)(
    'in %s, a return before departure is refused beside the field and nothing is lost',
    async (language, endLabel, submit, message) => {
      const requests = recordRequests();
      const { user } = renderForm(language);
      const start = screen.getByLabelText(language === 'is' ? /Brottför/ : /Departure/);
      const end = screen.getByLabelText(new RegExp(endLabel));
      await user.clear(start);
      await user.type(start, addDaysIso(today, 12));
      await user.type(end, addDaysIso(today, 4));
      await user.selectOptions(
        screen.getByLabelText(language === 'is' ? /Áfangastaður/ : /Destination/),
        language === 'is' ? 'Evrópa' : 'Europe',
      );
      await user.click(screen.getByRole('button', { name: submit }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(end).toHaveAttribute('aria-invalid', 'true');
      expect(end).toHaveAccessibleDescription(expect.stringContaining(message));
      await waitFor(() => expect(end).toHaveFocus());
      expect(start).toHaveValue(addDaysIso(today, 12));
      expect(end).toHaveValue(addDaysIso(today, 4));
      expect(requests).toEqual([]);
    },
  );

  it('names the longest trip in the message when a trip is too long, and follows corrections', async () => {
    const { user } = renderForm('en');
    await user.type(screen.getByLabelText(/Return/), addDaysIso(today, 120));
    await user.click(screen.getByRole('button', { name: 'Download certificate (PDF)' }));
    expect(await screen.findByText('A trip may last at most 90 days')).toBeInTheDocument();
    // Once shown, errors follow the fields as they change.
    const end = screen.getByLabelText(/Return/);
    await user.clear(end);
    await user.type(end, addDaysIso(today, 30));
    await waitFor(() =>
      expect(screen.queryByText('A trip may last at most 90 days')).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s field errors beside the fields, translated', async () => {
    server.use(
      http.post(PORTAL_API.travelSendPdf, () =>
        problem(400, 'InvalidTravelDates', {
          message: 'The trip does not fit the travel cover',
          errors: { endDate: ['tripOver'] },
        }),
      ),
    );
    const { user } = renderForm('is');
    await user.type(screen.getByLabelText(/Heimkoma/), addDaysIso(today, 6));
    await user.selectOptions(screen.getByLabelText(/Áfangastaður/), 'Norðurlönd');
    await user.click(screen.getByRole('button', { name: 'Senda á netfangið mitt' }));

    expect(
      await screen.findByText('Ferðinni er lokið; heimkoma þarf að vera í dag eða síðar'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ferðadagarnir passa ekki við trygginguna. Lagaðu reitina sem eru merktir.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Heimkoma/)).toHaveValue(addDaysIso(today, 6));
  });

  it('shows the verification code once the certificate has been e-mailed', async () => {
    let received: TravelCertificateRequest | undefined;
    server.use(
      http.post<never, TravelCertificateRequest, TravelCertificateSentResponse>(
        PORTAL_API.travelSendPdf,
        async ({ request }) => {
          received = await request.json();
          return HttpResponse.json({
            sent: true,
            to: 'a***@example.is',
            verificationCode: 'K7QM-4XPD-2R9T',
          });
        },
      ),
    );
    const { user } = renderForm('en');
    await user.selectOptions(screen.getByLabelText(/Traveller/), 'Björn Sigurðsson (spouse)');
    await user.type(screen.getByLabelText(/Return/), addDaysIso(today, 6));
    await user.selectOptions(screen.getByLabelText(/Destination/), 'Worldwide');
    await user.click(screen.getByRole('button', { name: 'Send to my e-mail' }));

    expect(await screen.findByTestId('verification-code')).toHaveTextContent('K7QM-4XPD-2R9T');
    expect(screen.getByRole('link', { name: 'Open the verification page' })).toHaveAttribute(
      'href',
      '/en/stadfesting/K7QM-4XPD-2R9T/',
    );
    expect(received).toEqual({
      plan: 'ccard',
      travellerSsn: '0503852139',
      startDate: today,
      endDate: addDaysIso(today, 6),
      destination: 'worldwide',
      lang: 'en',
    });
  });
});
