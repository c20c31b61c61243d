import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '../../src/domain/api/portal';
import { ServiceContactProvider } from '../../src/features/public/layout';
import { ClaimFollowUp } from '../../src/features/portal/claims/claim-follow-up';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const text = (is: string, en: string) => ({ is, en });

const closedClaim: Claim = {
  id: '6f1c2a4e-0000-4000-8000-000000000002',
  number: 'TJ-2026-004489',
  policyId: null,
  policyNumber: 'SK-2026-001207',
  productKind: 'home',
  title: text('Vatnstjón í eldhúsi', 'Water damage in the kitchen'),
  description: text('Lögn gaf sig.', 'A pipe burst.'),
  incidentDate: '2026-02-27',
  reportedDate: '2026-03-01',
  status: 'closed',
  timeline: [{ status: 'closed', date: '2026-03-10', note: null }],
  nextStep: null,
  handler: null,
  estimatedAmount: 450_000,
  payments: [],
  totalPaid: 0,
  messages: [],
  attachments: [],
  openQuestion: null,
};

describe("a closed claim's closing sentence", () => {
  it("names the content's phone number, in either language", () => {
    renderWithProviders(
      <ServiceContactProvider value={{ phone: '555 0199', email: 'hjalp@example.is' }}>
        <ClaimFollowUp claim={closedClaim} language="is" />
      </ServiceContactProvider>,
    );
    expect(
      screen.getByText('Tjóninu er lokið. Hringdu í 555 0199 ef þú þarft að bæta einhverju við.'),
    ).toBeInTheDocument();
  });

  it('names the number in English too', () => {
    renderWithProviders(
      <ServiceContactProvider value={{ phone: '555 0199', email: 'hjalp@example.is' }}>
        <ClaimFollowUp claim={closedClaim} language="en" />
      </ServiceContactProvider>,
      { language: 'en' },
    );
    expect(
      screen.getByText('The claim is finished. Call 555 0199 if you need to add anything.'),
    ).toBeInTheDocument();
  });

  it('reads well without a number while the content has none', () => {
    renderWithProviders(<ClaimFollowUp claim={closedClaim} language="is" />);
    expect(
      screen.getByText(
        'Tjóninu er lokið. Hafðu samband við okkur ef þú þarft að bæta einhverju við.',
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\{\{phone\}\}|undefined/);
  });
});
