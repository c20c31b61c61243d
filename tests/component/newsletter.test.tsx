import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_API,
  NEWSLETTER_TOKEN_EXPIRED,
  NEWSLETTER_TOKEN_INVALID,
} from '../../src/domain/api/newsletter-paths';
import { NewsletterLinkPage, NewsletterSignup } from '../../src/features/public/newsletter';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const posted = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path);

describe('the newsletter sign-up', () => {
  it('checks the address, sends it with the name and language, and asks the visitor to check their e-mail', async () => {
    server.use(
      http.post(NEWSLETTER_API.signup, () =>
        HttpResponse.json({ status: 'checkYourEmail' }, { status: 202 }),
      ),
    );
    const { user } = renderWithProviders(<NewsletterSignup language="en" />, { language: 'en' });
    await user.type(screen.getByLabelText(/^E-mail/), 'ari@example');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('The e-mail address is not valid')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveFocus());
    expect(posted(NEWSLETTER_API.signup)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^E-mail/), '.is');
    await user.type(screen.getByLabelText(/^Name/), 'Ari');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/ari@example\.is/)).toBeInTheDocument();
    expect(posted(NEWSLETTER_API.signup)[0]?.body).toEqual({
      email: 'ari@example.is',
      name: 'Ari',
      lang: 'en',
    });
  });

  it('keeps the address and offers a retry when sending fails', async () => {
    server.use(http.post(NEWSLETTER_API.signup, () => problem(429, 'TooManyRequests')));
    const { user } = renderWithProviders(<NewsletterSignup language="is" />);
    await user.type(screen.getByLabelText(/^Netfang/), 'ari@example.is');
    await user.click(screen.getByRole('button', { name: 'Skrá mig' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Of margar skráningar í bili.');
    expect(screen.getByLabelText(/^Netfang/)).toHaveValue('ari@example.is');
    expect(screen.getByRole('button', { name: 'Reyna aftur' })).toBeInTheDocument();
  });
});

describe("the newsletter links' pages", () => {
  // The layout's footer and opening hours come from the content service; they never arrive here.
  beforeEach(() => {
    server.use(http.get('/cms/*', () => new Promise<never>(() => undefined)));
  });

  it("confirm with the link's token and say the address is on the list", async () => {
    server.use(
      http.post(NEWSLETTER_API.confirm, () => HttpResponse.json({ status: 'subscribed' })),
    );
    window.history.replaceState(null, '', '/forvarnarbref/stadfesta/?token=abc.def');
    renderWithProviders(<NewsletterLinkPage language="is" link="confirm" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Takk, þú ert á listanum' }),
    ).toBeInTheDocument();
    expect(posted(NEWSLETTER_API.confirm)[0]?.body).toEqual({ token: 'abc.def' });
  });

  it('say an expired confirmation link has expired and offer to sign up again', async () => {
    server.use(http.post(NEWSLETTER_API.confirm, () => problem(410, NEWSLETTER_TOKEN_EXPIRED)));
    window.history.replaceState(null, '', '/en/prevention-newsletter/confirm/?token=old.one');
    renderWithProviders(<NewsletterLinkPage language="en" link="confirm" />, { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
      'href',
      '/en/prevention/',
    );
  });

  it('sign out with one click, and say so when the link is not valid', async () => {
    let answer = () => HttpResponse.json({ status: 'unsubscribed' });
    server.use(http.post(NEWSLETTER_API.signout, () => answer()));
    window.history.replaceState(null, '', '/forvarnarbref/afskraning/?token=t.s');
    const first = renderWithProviders(<NewsletterLinkPage language="is" link="unsubscribe" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Þú hefur verið afskráð(ur)' }),
    ).toBeInTheDocument();
    expect(posted(NEWSLETTER_API.signout)[0]?.body).toEqual({ token: 't.s' });
    first.unmount();

    answer = () => problem(400, NEWSLETTER_TOKEN_INVALID);
    renderWithProviders(<NewsletterLinkPage language="is" link="unsubscribe" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hlekkurinn virkar ekki' }),
    ).toBeInTheDocument();
  });
});
