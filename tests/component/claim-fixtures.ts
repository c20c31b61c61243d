import type { Claim, ClaimMessage } from '../../src/domain/api/portal';

/** A handler's open question on the storm-damage claim below. */
export const ROOF_QUESTION: ClaimMessage = {
  id: '6f1c2a4e-0000-4000-8000-0000000000a1',
  author: 'staff',
  authorName: 'Sigríður Handler',
  body: 'Please send a photo of the roof.',
  isQuestion: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** A customer's storm-damage claim waiting for a photo, changed by `overrides`. */
export function stormClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: '6f1c2a4e-0000-4000-8000-000000000001',
    number: 'TJ-2026-004519',
    policyId: null,
    policyNumber: null,
    productKind: 'home',
    title: { is: 'Foktjón', en: 'Storm damage' },
    description: { is: 'Þakið fauk.', en: 'The roof blew off.' },
    incidentDate: '2026-11-18',
    reportedDate: '2026-11-19',
    status: 'awaiting_documents',
    timeline: [],
    nextStep: null,
    handler: null,
    estimatedAmount: null,
    payments: [],
    totalPaid: 0,
    messages: [ROOF_QUESTION],
    attachments: [],
    openQuestion: ROOF_QUESTION,
    ...overrides,
  };
}
