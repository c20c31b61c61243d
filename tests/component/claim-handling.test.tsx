import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClaimFollowUp } from '../../src/features/portal/claims/claim-follow-up';
import { ReportAnswers } from '../../src/features/staff/claims-desk/report-answers';
import { ClaimsDeskScreen } from '../../src/features/staff/claims-desk/claims-desk-screen';
import { STAFF_CLAIM_API } from '../../src/domain/api/claim-handling-paths';
import type { StaffClaimList } from '../../src/domain/api/claim-handling';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { MayWriteContext } from '../../src/features/portal/shared/may-write';
import { server } from './api-stubs';
import { stormClaim } from './claim-fixtures';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const text = (is: string, en: string) => ({ is, en });

describe('the customer’s follow-up on a claim', () => {
  it('offers nothing that writes to read-only staff, and nothing once the claim is finished', () => {
    renderWithProviders(
      <MayWriteContext.Provider value={false}>
        <ClaimFollowUp
          claim={stormClaim({ openQuestion: null, status: 'in_review' })}
          language="is"
        />
      </MayWriteContext.Provider>,
    );
    expect(screen.getByText(/Lesaðgangur/)).toBeVisible();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('textbox')).toBeDisabled();

    const finished = renderWithProviders(
      <ClaimFollowUp claim={stormClaim({ openQuestion: null, status: 'closed' })} language="en" />,
      { language: 'en' },
    );
    expect(within(finished.container).queryByRole('textbox')).toBeNull();
    expect(within(finished.container).getByText(/The claim is finished/)).toBeVisible();
  });
});

describe('the report at the claims desk', () => {
  it('shows the wizard’s answers with its labels and choices, and unknown ones by name', () => {
    renderWithProviders(
      <ReportAnswers
        language="en"
        report={{
          incident: { date: '2026-11-18', glassPart: 'windscreen', newField: 'kept' },
          damages: [{ description: 'Windscreen', amount: 90000 }],
        }}
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('heading', { name: 'What happened' })).toBeVisible();
    expect(screen.getByText('18 November 2026')).toBeVisible();
    expect(screen.getByText('newField')).toBeVisible();
    expect(screen.getByText('kept')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Damage' })).toBeVisible();
    expect(screen.getByText(/Windscreen —/)).toBeVisible();
  });
});

describe('the claims desk queue', () => {
  const row = (overrides: Partial<StaffClaimList['claims'][number]>) => ({
    id: '6f1c2a4e-0000-4000-8000-000000000009',
    number: 'TJ-2026-000042',
    status: 'reported' as const,
    claimType: 'vehicleCollision',
    title: text('Árekstur eða óhapp', 'Collision or accident'),
    reporterName: 'Gestur Gestsson',
    customerName: null,
    reportedAt: '2026-11-30T10:00:00.000Z',
    assignee: null,
    unreadMessages: 0,
    holderConfirmation: null,
    ...overrides,
  });

  it("marks a claim someone reported in another's name as unverified, in both languages", async () => {
    server.use(
      http.get<never, never, StaffClaimList>(STAFF_CLAIM_API.list, () =>
        HttpResponse.json({
          claims: [
            row({ holderConfirmation: 'pending' }),
            row({
              id: '6f1c2a4e-0000-4000-8000-000000000010',
              number: 'TJ-2026-000043',
              holderConfirmation: 'confirmed',
            }),
          ],
        }),
      ),
    );
    const english = renderWithProviders(<ClaimsDeskScreen language="en" readOnly={false} />, {
      language: 'en',
    });
    // Only the unconfirmed one is flagged.
    expect(await screen.findAllByText('Unverified: awaits the policy holder')).toHaveLength(1);
    english.unmount();
    renderWithProviders(<ClaimsDeskScreen language="is" readOnly={false} />, { language: 'is' });
    expect(await screen.findByText('Óstaðfest: bíður vátryggingartaka')).toBeVisible();
  });
});
