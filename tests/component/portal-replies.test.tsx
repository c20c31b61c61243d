import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerCase, CustomerCaseList } from '../../src/domain/api/case';
import { CASE_API } from '../../src/domain/api/case-paths';
import { PORTAL_API } from '../../src/domain/api/portal';
import { ClaimCard } from '../../src/features/portal/claims/claim-card';
import { ClaimQuestion } from '../../src/features/portal/claims/claim-follow-up';
import { InboxStatusBadge } from '../../src/features/staff/inbox/inbox-status-badge';
import type { PortalUser } from '../../src/features/portal/api/user';
import { RequestsScreen } from '../../src/features/portal/requests/requests-screen';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { server } from './api-stubs';
import { FakeXhr } from './fake-xhr';
import { stormClaim } from './claim-fixtures';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());
beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const options = { userEventOptions: { applyAccept: false } } as const;
const photo = () => new File([new Uint8Array(300).fill(7)], 'þak.png', { type: 'image/png' });

describe('answering a claim handler', () => {
  it('sends the answer and the photo with one button, and keeps both when the send fails', async () => {
    const { user } = renderWithProviders(<ClaimQuestion claim={stormClaim()} />, {
      language: 'en',
      ...options,
    });
    const region = screen.getByRole('region', { name: 'The claims handler asks' });
    // Nothing at all is not sent, and says that either will do.
    await user.click(within(region).getByRole('button', { name: 'Send answer' }));
    expect(FakeXhr.last).toBeUndefined();
    expect(within(region).getByText('Write an answer or add a file.')).toBeVisible();

    await user.type(within(region).getByLabelText(/^Your answer/), 'Here is the roof.');
    await user.upload(within(region).getByLabelText('Choose files'), [photo()]);
    await user.click(within(region).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const first = FakeXhr.last!;
    expect(first.url).toBe(`${PORTAL_API.claimReply}?id=${stormClaim().id}`);
    expect(first.body!.get('body')).toBe('Here is the roof.');
    expect((first.body!.getAll('attachments') as File[]).map((file) => file.name)).toEqual([
      'þak.png',
    ]);
    act(() => first.respond(415, { errorCode: 'UnsupportedAttachment' }));
    // Nothing typed or attached is lost.
    await waitFor(() =>
      expect(within(region).getByLabelText(/^Your answer/)).toHaveValue('Here is the roof.'),
    );
    expect(within(region).getByText('þak.png')).toBeVisible();

    FakeXhr.last = undefined;
    await user.click(within(region).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last!.respond(200, stormClaim({ status: 'in_review', openQuestion: null })));
    await waitFor(() => expect(within(region).getByLabelText(/^Your answer/)).toHaveValue(''));
    expect(within(region).queryByText('þak.png')).toBeNull();
  });

  it('flags the question on the claim card, with a button that opens the claim', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProviders(
      <ClaimCard claim={stormClaim()} language="is" onOpen={onOpen} />,
    );
    const flag = screen.getByRole('region', { name: 'Tjónafulltrúinn spyr þig: svar óskast' });
    expect(flag).toHaveTextContent('Please send a photo of the roof.');
    await user.click(within(flag).getByRole('button', { name: 'Svara: Foktjón' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows no flag once the question is answered', () => {
    renderWithProviders(
      <ClaimCard
        claim={stormClaim({ status: 'in_review', openQuestion: null })}
        language="en"
        onOpen={() => {}}
      />,
      { language: 'en' },
    );
    expect(screen.queryByRole('region', { name: /Your claim handler asks you/ })).toBeNull();
  });
});

describe('answering a request in My requests', () => {
  const waiting: CustomerCase = {
    id: '6f1c2a4e-0000-4000-8000-00000000c001',
    caseNumber: 'E-000101',
    kind: 'inquiry',
    status: 'waiting_for_customer',
    subject: 'Fyrirspurn af vef: Bílrúða',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    messages: [
      {
        id: '6f1c2a4e-0000-4000-8000-00000000d001',
        direction: 'incoming',
        authorName: 'Anna',
        body: 'Er rúðan tryggð?',
        createdAt: '2026-11-20T10:00:00.000Z',
        attachments: [],
      },
      {
        id: '6f1c2a4e-0000-4000-8000-00000000d002',
        direction: 'outgoing',
        authorName: 'Sigríður',
        body: 'Hvaða bíl á þetta við?',
        createdAt: '2026-11-21T10:00:00.000Z',
        attachments: [],
      },
    ],
  };

  it('shows what we asked and takes the answer with a file in place', async () => {
    let current = waiting;
    server.use(
      http.get(CASE_API.myRequests, () =>
        HttpResponse.json<CustomerCaseList>({ cases: [current] }),
      ),
    );
    const { user } = renderWithProviders(
      <RequestsScreen language="is" user={{} as PortalUser} />,
      options,
    );
    const box = await screen.findByRole(
      'region',
      { name: 'Við bíðum svars frá þér' },
      { timeout: 15_000 },
    );
    expect(box).toHaveTextContent('Hvaða bíl á þetta við?');
    await user.type(within(box).getByLabelText(/^Svarið þitt/), 'Toyota Yaris');
    await user.upload(within(box).getByLabelText('Velja skrár'), [photo()]);
    await user.click(within(box).getByRole('button', { name: 'Senda svar' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const sent = FakeXhr.last!;
    expect(sent.url).toBe(CASE_API.myRequestReply(waiting.id));
    expect(sent.body!.get('body')).toBe('Toyota Yaris');
    expect(sent.body!.getAll('attachments')).toHaveLength(1);
    current = { ...waiting, status: 'in_progress' };
    act(() => sent.respond(200, current));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Við bíðum svars frá þér' })).toBeNull(),
    );
    expect(screen.getByText('Í vinnslu')).toBeVisible();
  });
});

describe('the status staff read in the inbox', () => {
  it('says who the case waits for, in both languages', () => {
    const { unmount } = renderWithProviders(
      <>
        <InboxStatusBadge item={{ status: 'waiting_for_customer', customerReplied: false }} />
        <InboxStatusBadge item={{ status: 'in_progress', customerReplied: true }} />
      </>,
      { language: 'en' },
    );
    expect(screen.getByText('Waiting for the customer')).toBeVisible();
    expect(screen.getByText('Customer replied – waiting for us')).toBeVisible();
    expect(screen.queryByText('Waiting for your answer')).toBeNull();
    unmount();
    renderWithProviders(
      <InboxStatusBadge item={{ status: 'waiting_for_customer', customerReplied: false }} />,
    );
    expect(screen.getByText('Bíður svars viðskiptavinar')).toBeVisible();
    expect(screen.queryByText('Bíður svars frá þér')).toBeNull();
  });
});
