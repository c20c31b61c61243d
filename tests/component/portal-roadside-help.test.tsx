import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CarHelpResponse } from '../../src/domain/api/carhelp';
import { CARHELP_API } from '../../src/domain/api/content-paths';
import { PORTAL_API, type BenefitsResponse, type Policy } from '../../src/domain/api/portal';
import { BenefitsSection } from '../../src/features/portal/policies/benefits-section';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { server } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const POLICY_ID = '6f1c2a4e-0000-4000-8000-000000000301';

const BENEFITS: BenefitsResponse = {
  customerYears: 3,
  totalDiscountPercent: 0,
  benefits: [
    {
      id: 'roadside-AB-123',
      kind: 'roadside_assistance',
      title: { is: 'Bílahjálp fyrir AB-123', en: 'Roadside assistance for AB-123' },
      description: { is: 'Allan sólarhringinn.', en: 'Around the clock.' },
      discountPercent: null,
      policyIds: [POLICY_ID],
    },
  ],
};

function carHelp(language: 'is' | 'en'): CarHelpResponse {
  return {
    title: language === 'is' ? 'Bílahjálp' : 'Roadside assistance',
    lead: '',
    path: language === 'is' ? '/bilahjalp/' : '/en/roadside-assistance/',
    call: {
      heading: '',
      text: [],
      // A number no code holds: it can only have come from the content service.
      phone: { label: '+354 555 0199', href: 'tel:+3545550199' },
    },
    services: [],
    sections: [],
    workshops: { title: '', path: null, items: [] },
  };
}

describe('roadside assistance among the benefits', () => {
  for (const language of ['is', 'en'] as const) {
    it(`offers the number and the page from the content service (${language})`, async () => {
      const asked: string[] = [];
      server.use(
        http.get(PORTAL_API.benefits, () => HttpResponse.json(BENEFITS)),
        http.get(CARHELP_API, ({ request }) => {
          asked.push(new URL(request.url).searchParams.get('lang') ?? '');
          return HttpResponse.json(carHelp(language));
        }),
      );
      renderWithProviders(
        <BenefitsSection language={language} policies={[{ id: POLICY_ID } as Policy]} />,
        { language },
      );
      const callLink = await screen.findByRole('link', {
        name:
          language === 'is'
            ? 'Hringja í bílahjálp: +354 555 0199'
            : 'Call roadside assistance: +354 555 0199',
      });
      expect(callLink).toHaveAttribute('href', 'tel:+3545550199');
      expect(
        screen.getByRole('link', {
          name: language === 'is' ? 'Um bílahjálpina' : 'About roadside assistance',
        }),
      ).toHaveAttribute('href', language === 'is' ? '/bilahjalp/' : '/en/roadside-assistance/');
      expect(asked).toEqual([language]);
    });
  }

  it('shows the benefit without links when the content service cannot answer', async () => {
    server.use(
      http.get(PORTAL_API.benefits, () => HttpResponse.json(BENEFITS)),
      http.get(CARHELP_API, () => HttpResponse.json({}, { status: 503 })),
    );
    renderWithProviders(
      <BenefitsSection language="en" policies={[{ id: POLICY_ID } as Policy]} />,
      { language: 'en' },
    );
    expect(await screen.findByText('Roadside assistance for AB-123')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Call roadside assistance/ })).toBeNull();
  });
});
