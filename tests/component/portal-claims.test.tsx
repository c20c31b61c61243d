import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PORTAL_API,
  type Claim,
  type ClaimStatusEvent,
  type ClaimsAwaitingHolder,
  type ClaimsResponse,
} from '../../src/domain/api/portal';
import type { PortalUser } from '../../src/features/portal/api/user';
import { ClaimCard } from '../../src/features/portal/claims/claim-card';
import { ClaimsScreen } from '../../src/features/portal/claims/claims-screen';
import { telHref } from '../../src/domain/phone';
import { ClaimTimeline, upcomingSteps } from '../../src/features/portal/claims/claim-timeline';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import type { Language } from '../../src/lib/i18n';
import { problem, recordRequests, server } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const text = (is: string, en: string) => ({ is, en });

const reviewTimeline: ClaimStatusEvent[] = [
  { status: 'reported', date: '2026-03-01', note: null },
  {
    status: 'in_review',
    date: '2026-03-04',
    note: text('Matsmaður skoðar', 'An assessor is looking'),
  },
];

function claim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: '6f1c2a4e-0000-4000-8000-000000000001',
    number: 'TJ-2026-004488',
    policyId: null,
    policyNumber: 'SK-2026-001207',
    productKind: 'home',
    title: text('Vatnstjón í eldhúsi', 'Water damage in the kitchen'),
    description: text('Lögn gaf sig.', 'A pipe burst.'),
    incidentDate: '2026-02-27',
    reportedDate: '2026-03-01',
    status: 'in_review',
    timeline: reviewTimeline,
    nextStep: {
      text: text('Matsmaður hefur samband', 'An assessor will call'),
      date: '2026-03-20',
    },
    handler: {
      name: 'Margrét Ósk Guðmundsdóttir',
      phone: '560 5147',
      email: 'margret.osk@skjol.is',
    },
    estimatedAmount: 450_000,
    payments: [],
    totalPaid: 0,
    messages: [],
    attachments: [],
    openQuestion: null,
    ...overrides,
  };
}

describe('ClaimTimeline', () => {
  it('lists the steps in order with their dates and marks the current one as the step', () => {
    renderWithProviders(
      <ClaimTimeline
        status="in_review"
        timeline={reviewTimeline}
        language="is"
        open
        label="Framvinda tjóns TJ-2026-004488"
      />,
    );
    const list = screen.getByRole('list', { name: 'Framvinda tjóns TJ-2026-004488' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    // Two steps taken, then the usual two ahead (approved, paid).
    expect(items.map((item) => item.textContent)).toEqual([
      'Móttekið1. mars 2026',
      'Í skoðun (núverandi staða)4. mars 2026',
      'SamþykktFramundan',
      'GreittFramundan',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(items[0]!).getByText('1. mars 2026')).toHaveAttribute('datetime', '2026-03-01');
  });

  it('shows a finished claim without steps ahead, and notes only where asked', () => {
    const rejected: ClaimStatusEvent[] = [
      ...reviewTimeline,
      { status: 'rejected', date: '2026-04-02', note: text('Ekki bótaskylt', 'Not covered') },
    ];
    renderWithProviders(
      <ClaimTimeline
        status="rejected"
        timeline={rejected}
        language="en"
        open={false}
        showNotes
        label="Progress"
      />,
      { language: 'en' },
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('Rejected (current status)2 April 2026Not covered');
    expect(screen.queryByText('Upcoming')).not.toBeInTheDocument();
  });

  it('knows which usual steps are still ahead', () => {
    expect(upcomingSteps('reported', reviewTimeline.slice(0, 1))).toEqual([
      'in_review',
      'approved',
      'paid',
    ]);
    expect(upcomingSteps('awaiting_documents', reviewTimeline)).toEqual(['approved', 'paid']);
    expect(upcomingSteps('paid', [])).toEqual([]);
  });
});

describe('ClaimCard', () => {
  it('gives the handler as a phone link and an e-mail link, and the next step with its date', () => {
    renderWithProviders(<ClaimCard claim={claim()} language="is" onOpen={() => undefined} />);
    const card = screen.getByRole('article', { name: 'Vatnstjón í eldhúsi' });
    expect(within(card).getByRole('link', { name: '560 5147' })).toHaveAttribute(
      'href',
      'tel:+3545605147',
    );
    expect(within(card).getByRole('link', { name: 'margret.osk@skjol.is' })).toHaveAttribute(
      'href',
      'mailto:margret.osk@skjol.is',
    );
    expect(within(card).getByText('20. mars 2026')).toHaveAttribute('datetime', '2026-03-20');
    // The status twice: as the badge, and as the current step of the timeline.
    expect(within(card).getAllByText('Í skoðun')).toHaveLength(2);
    expect(card.querySelector('[aria-current="step"]')).toHaveTextContent('Í skoðun');
  });

  it('opens the detail from a button that names the claim', async () => {
    const opened: string[] = [];
    const { user } = renderWithProviders(
      <ClaimCard claim={claim()} language="en" onOpen={(c) => opened.push(c.number)} />,
      { language: 'en' },
    );
    const button = screen.getByRole('button', {
      name: 'Show details: Water damage in the kitchen',
    });
    button.focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['TJ-2026-004488']);
  });

  it('totals the payments in krónur', () => {
    renderWithProviders(
      <ClaimCard
        claim={claim({
          status: 'paid',
          nextStep: null,
          payments: [
            {
              id: '6f1c2a4e-0000-4000-8000-000000000002',
              date: '2026-04-01',
              amount: 120_000,
              payee: 'Anna',
              description: text('Bætur', 'Compensation'),
            },
            {
              id: '6f1c2a4e-0000-4000-8000-000000000003',
              date: '2026-04-05',
              amount: 25_500,
              payee: 'Pípari ehf.',
              description: text('Viðgerð', 'Repair'),
            },
          ],
          totalPaid: 145_500,
        })}
        language="is"
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByText('145.500 kr.')).toBeInTheDocument();
    expect(screen.getByText('2 greiðslur')).toBeInTheDocument();
  });
});

describe('telHref', () => {
  it('adds the Icelandic country code to a local number only', () => {
    expect(telHref('560 5147')).toBe('tel:+3545605147');
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000');
  });
});

function renderScreen(language: Language) {
  return renderWithProviders(<ClaimsScreen language={language} user={{} as PortalUser} />, {
    language,
    withToasts: true,
  });
}

const NO_COUNTS: ClaimsResponse['counts'] = {
  reported: 0,
  in_review: 0,
  awaiting_documents: 0,
  approved: 0,
  paid: 0,
  rejected: 0,
  closed: 0,
};

describe('ClaimsScreen', () => {
  beforeEach(() => {
    server.use(
      http.get<never, never, ClaimsAwaitingHolder>(PORTAL_API.claimsAwaitingHolder, () =>
        HttpResponse.json({ claims: [] }),
      ),
    );
  });

  const someoneElses: ClaimsAwaitingHolder['claims'][number] = {
    id: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    number: 'TJ-2026-000042',
    title: text('Árekstur eða óhapp', 'Collision or accident'),
    incidentDate: '2026-11-28',
    reportedDate: '2026-11-30',
    reporterName: 'Gestur Gestsson',
    description: 'Ekið aftan á bílinn á Hringbraut.',
  };

  it('asks the holder about a claim someone else reported in their name, and sends the answer', async () => {
    let waiting = [someoneElses];
    server.use(
      http.get<never, never, ClaimsResponse>(PORTAL_API.claims, () =>
        HttpResponse.json({ claims: [], counts: NO_COUNTS, openCount: 0 }),
      ),
      http.get<never, never, ClaimsAwaitingHolder>(PORTAL_API.claimsAwaitingHolder, () =>
        HttpResponse.json({ claims: waiting }),
      ),
      http.post(PORTAL_API.claimHolderDecision, () => {
        waiting = [];
        return HttpResponse.json({ holderConfirmation: 'rejected' });
      }),
    );
    const calls = recordRequests();
    const { user } = renderScreen('en');
    const panel = await screen.findByRole('region', {
      name: 'A claim reported in your name is waiting for you',
    });
    expect(
      within(panel).getByText(/Reported by Gestur Gestsson on 30 November 2026/),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Yes, this is my claim' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'I do not recognise it' }));
    expect(
      await screen.findByText('Claim TJ-2026-000042 is rejected. It will not be linked to you.'),
    ).toBeVisible();
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.path)).toEqual([
      `${PORTAL_API.claimHolderDecision}?id=${someoneElses.id}`,
    ]);
    await expect.poll(() => sent[0]?.body).toEqual({ decision: 'reject' });
    await expect.poll(() => screen.queryByRole('region', { name: /waiting for you/ })).toBeNull();
  });

  it('asks in Icelandic too, and shows the refusal when someone acting for the holder answers', async () => {
    server.use(
      http.get<never, never, ClaimsResponse>(PORTAL_API.claims, () =>
        HttpResponse.json({ claims: [], counts: NO_COUNTS, openCount: 0 }),
      ),
      http.get<never, never, ClaimsAwaitingHolder>(PORTAL_API.claimsAwaitingHolder, () =>
        HttpResponse.json({ claims: [someoneElses] }),
      ),
      http.post(PORTAL_API.claimHolderDecision, () =>
        problem(403, 'HolderConfirmationNotAllowedWhenActing'),
      ),
    );
    const { user } = renderScreen('is');
    const panel = await screen.findByRole('region', {
      name: 'Tjón sem tilkynnt var í þínu nafni bíður þín',
    });
    await user.click(within(panel).getByRole('button', { name: 'Já, þetta er mitt tjón' }));
    expect(
      await screen.findByText(
        'Aðeins vátryggingartakinn sjálfur, innskráður, getur staðfest eða hafnað tjóni sem tilkynnt var í hans nafni.',
      ),
    ).toBeVisible();
  });

  it('with no claims, tells how to report one and where to read what to do', async () => {
    server.use(
      http.get<never, never, ClaimsResponse>(PORTAL_API.claims, () =>
        HttpResponse.json({ claims: [], counts: NO_COUNTS, openCount: 0 }),
      ),
    );
    renderScreen('en');
    expect(await screen.findByRole('heading', { name: 'No claims registered' })).toBeVisible();
    const report = screen.getAllByRole('link', { name: 'Report a claim' });
    expect(report.map((link) => link.getAttribute('href'))).toContain('/en/report-a-claim/');
    expect(screen.getByRole('link', { name: 'Do you have a claim?' })).toHaveAttribute(
      'href',
      '/en/do-you-have-a-claim',
    );
    expect(screen.queryByRole('button', { name: 'Send to my e-mail' })).not.toBeInTheDocument();
  });

  it('opens the claim a link names, as the answer link on the portal home does', async () => {
    const medical = claim({
      id: '6f1c2a4e-0000-4000-8000-000000000002',
      number: 'TJ-2026-004431',
      title: text('Lækniskostnaður', 'Medical costs'),
    });
    server.use(
      http.get<never, never, Claim>(PORTAL_API.claim, () => HttpResponse.json(medical)),
      http.get<never, never, ClaimsResponse>(PORTAL_API.claims, () =>
        HttpResponse.json({
          claims: [claim(), medical],
          counts: { ...NO_COUNTS, in_review: 2 },
          openCount: 2,
        }),
      ),
    );
    window.history.pushState({}, '', '/en/vidskipti/tjonayfirlit/?tjon=TJ-2026-004431');
    try {
      renderScreen('en');
      expect(await screen.findByRole('dialog', { name: /Medical costs/ })).toBeVisible();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('shows a failure with a way to try again', async () => {
    server.use(
      http.get(PORTAL_API.claims, () => problem(500, 'InternalError'), { once: true }),
      http.get<never, never, ClaimsResponse>(PORTAL_API.claims, () =>
        HttpResponse.json({
          claims: [claim()],
          counts: { ...NO_COUNTS, in_review: 1 },
          openCount: 1,
        }),
      ),
    );
    const { user } = renderScreen('is');
    await user.click(await screen.findByRole('button', { name: 'Reyna aftur' }));
    expect(await screen.findByRole('article', { name: 'Vatnstjón í eldhúsi' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Opin tjón (1)' })).toBeVisible();
  });
});
