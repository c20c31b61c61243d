import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetGeneralConfig } from '../../src/features/public/assistance';
import { PortalFooter } from '../../src/features/portal/shell/portal-footer';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { server } from './api-stubs';
import { renderWithProviders } from './render';

const general = (phone: string) => ({
  phone,
  email: 'skjol@skjol.is',
  openingHours: null,
  features: { chatAlways: false },
});

beforeEach(() => {
  ensurePortalTexts();
  forgetGeneralConfig();
});

describe('the portal’s help footer', () => {
  it('offers the content’s phone number as it is now, the inquiry form and the way home', async () => {
    server.use(
      http.get('/api/contentConfig/v1/general/', ({ request }) =>
        HttpResponse.json(
          general(new URL(request.url).searchParams.get('lang') === 'en' ? '440 2009' : '440 2008'),
        ),
      ),
    );
    renderWithProviders(<PortalFooter language="is" />);
    const footer = screen.getByRole('contentinfo');
    expect(await screen.findByRole('link', { name: 'Hringja í 440 2008' })).toHaveAttribute(
      'href',
      'tel:+3544402008',
    );
    expect(screen.getByRole('heading', { name: 'Vantar þig aðstoð?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Senda fyrirspurn' })).toHaveAttribute(
      'href',
      '/fyrirspurn/',
    );
    expect(screen.getByRole('link', { name: 'Forsíða skjol.is' })).toHaveAttribute('href', '/');
    expect(footer).toBeInTheDocument();
  });

  it('without the settings still offers the form and the way home', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('/api/contentConfig/v1/general/', () => new HttpResponse(null, { status: 503 })),
    );
    renderWithProviders(<PortalFooter language="en" />, { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Send us a question' })).toHaveAttribute(
      'href',
      '/en/inquiry/',
    );
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'skjol.is front page' })).toHaveAttribute(
      'href',
      '/en/',
    );
  });
});
