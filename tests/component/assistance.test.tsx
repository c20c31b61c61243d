import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AssistanceButton,
  assistanceStatus,
  viewFromHash,
} from '../../src/features/public/assistance';
import { forgetGeneralConfig } from '../../src/features/public/assistance';
import type { GeneralConfigResponse } from '../../src/domain/api/content-config';
import { server } from './api-stubs';
import { renderWithProviders } from './render';

const general: GeneralConfigResponse = {
  phone: '440 2000',
  email: 'skjol@skjol.is',
  openingHours: {
    name: 'Opnunartímar',
    times: [
      { title: 'Símaver', opens: '09:00', closes: '16:00', days: 'virka-daga' },
      { title: 'Netspjall', opens: '00:00', closes: '23:59', days: 'alla-daga' },
    ],
  },
  features: { chatAlways: false },
};

beforeEach(() => {
  forgetGeneralConfig();
  server.use(http.get('/api/contentConfig/v1/general/', () => HttpResponse.json(general)));
  // Nobody is on the chat unless a test says otherwise.
  server.use(
    http.get('/api/chat/v1/availability/', () =>
      HttpResponse.json({
        queues: ['businesses', 'individuals', 'claims'].map((queue) => ({
          queue,
          agentOnline: false,
          withinHours: false,
        })),
      }),
    ),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the help button', () => {
  it('draws attention past 800 px of scrolling or in a window 920 px high or less', () => {
    expect(assistanceStatus(0, 1200)).toBe('hidden');
    expect(assistanceStatus(800, 1200)).toBe('hidden');
    expect(assistanceStatus(801, 1200)).toBe('attention');
    expect(assistanceStatus(0, 920)).toBe('attention');
    expect(assistanceStatus(0, 921)).toBe('hidden');
  });

  it('knows the two addresses that open the panel', () => {
    expect(viewFromHash('#netspjall')).toBe('chat');
    expect(viewFromHash('#fyrirspurn')).toBe('inquiry');
    expect(viewFromHash('#annad')).toBeNull();
  });

  it('follows the window as it is scrolled and resized', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 1200, configurable: true });
    renderWithProviders(<AssistanceButton language="is" />);
    const button = screen.getByRole('button', { name: 'Aðstoð' });
    await waitFor(() => expect(button).toHaveAttribute('data-status', 'hidden'));
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(button).toHaveAttribute('data-status', 'attention'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('reads the phone and opening hours from the general settings as they are now', async () => {
    server.use(
      http.get('/api/contentConfig/v1/general/', ({ request }) =>
        new URL(request.url).searchParams.get('lang') === 'is'
          ? HttpResponse.json({ ...general, phone: '440 2001' })
          : new HttpResponse(null, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<AssistanceButton language="is" />);
    await user.click(screen.getByRole('button', { name: 'Aðstoð' }));
    expect(await screen.findByRole('link', { name: '440 2001' })).toHaveAttribute(
      'href',
      'tel:+3544402001',
    );
    expect(
      await screen.findByText(/Opið núna, til kl\. 23:59|Lokað\. Opnar kl\. 00:00/),
    ).toBeInTheDocument();
  });

  it('without the general settings still offers the chat and the inquiry, and says why no hours show', async () => {
    server.use(
      http.get('/api/contentConfig/v1/general/', () => new HttpResponse(null, { status: 503 })),
    );
    const { user } = renderWithProviders(<AssistanceButton language="is" />);
    await user.click(screen.getByRole('button', { name: 'Aðstoð' }));
    expect(
      await screen.findByText(
        'Opnunartímar birtast ekki í augnablikinu, en þú getur alltaf hringt eða skrifað okkur.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^440/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hefja netspjall' })).toBeInTheDocument();
  });

  it('opens the panel, and Escape closes it and gives focus back', async () => {
    const { user } = renderWithProviders(<AssistanceButton language="is" />);
    const button = screen.getByRole('button', { name: 'Aðstoð' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Hvernig getum við aðstoðað?' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Fá verð' })).toHaveAttribute('href', '/fa-verd/');
    expect(screen.getByRole('link', { name: 'Tilkynna tjón' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '440 2000' })).toHaveAttribute(
      'href',
      'tel:+3544402000',
    );
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('opens its first view with the press, from the keyboard, without waiting for any code', async () => {
    const { user } = renderWithProviders(<AssistanceButton language="is" />);
    const button = screen.getByRole('button', { name: 'Aðstoð' });
    button.focus();
    await user.keyboard('{Enter}');
    // getBy, not findBy: the dialog is there in the render the press caused, no chunk is awaited.
    expect(screen.getByRole('dialog', { name: 'Hvernig getum við aðstoðað?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skrifa fyrirspurn' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mínar síður' })).toBeInTheDocument();
  });

  it('loads the inquiry form when it is chosen and goes back to the first view', async () => {
    const { user } = renderWithProviders(<AssistanceButton language="en" />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'Write an inquiry' }));
    expect(await screen.findByRole('dialog', { name: 'Send an inquiry' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByRole('dialog', { name: 'How can we help?' })).toBeInTheDocument();
  });

  it('names, before any code, the ways to help that are plain links', () => {
    renderWithProviders(<AssistanceButton language="is" />);
    const button = screen.getByRole('button', { name: 'Aðstoð' });
    const links = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(links).toHaveAttribute('popover', 'auto');
    expect(
      [...(links?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href')),
    ).toEqual(['/fyrirspurn/', '/tjonstilkynningar/', '/fa-verd/']);
  });

  it('with nobody to answer, says so and turns the message into an inquiry', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/chat/v1/availability/', () =>
        HttpResponse.json({
          queues: ['businesses', 'individuals', 'claims'].map((queue) => ({
            queue,
            agentOnline: false,
            withinHours: true,
          })),
        }),
      ),
      http.post('/api/chat/v1/offline-message/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ caseNumber: 'E-000321' }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<AssistanceButton language="en" />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('button', { name: 'Start a chat' }));
    expect(await screen.findByText(/Nobody can answer the chat right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Claims' }));
    await user.type(screen.getByLabelText(/^Name/), 'Gestur');
    await user.type(screen.getByLabelText(/^E-mail/), 'gestur@example');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    // Nothing is sent while a field is wrong, and what was typed stays.
    expect(sent).toHaveLength(0);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Gestur');
    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'gestur@example.is');
    await user.type(screen.getByLabelText(/^Message/), 'The window broke');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText(/E-000321/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        queue: 'claims',
        name: 'Gestur',
        email: 'gestur@example.is',
        message: 'The window broke',
        lang: 'en',
      },
    ]);
  });

  it('with an agent online, asks for a queue, name and e-mail before the chat starts', async () => {
    server.use(
      http.get('/api/chat/v1/availability/', () =>
        HttpResponse.json({
          queues: ['businesses', 'individuals', 'claims'].map((queue) => ({
            queue,
            agentOnline: true,
            withinHours: true,
          })),
        }),
      ),
    );
    window.history.replaceState(null, '', '/#netspjall');
    renderWithProviders(<AssistanceButton language="is" />);
    expect(await screen.findByRole('radio', { name: 'Fyrirtæki' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Einstaklingar' })).toBeChecked();
    expect(screen.getByLabelText(/^Netfang/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hefja spjall' })).toBeInTheDocument();
  });

  it('opens at the inquiry form for /#fyrirspurn and forgets the address on close', async () => {
    window.history.replaceState(null, '', '/#fyrirspurn');
    const { user } = renderWithProviders(<AssistanceButton language="is" />);
    expect(await screen.findByRole('dialog', { name: 'Senda fyrirspurn' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Loka glugga' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.hash).toBe('');
  });

  it('opens the chat when the address changes to #netspjall', async () => {
    renderWithProviders(<AssistanceButton language="is" />);
    act(() => {
      window.history.replaceState(null, '', '/#netspjall');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('dialog', { name: 'Netspjall' })).toBeInTheDocument();
  });
});
