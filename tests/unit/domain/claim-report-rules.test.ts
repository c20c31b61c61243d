import { describe, expect, it } from 'vitest';
import {
  CLAIM_REPORT_TYPES,
  claimReportSchema,
  claimStepSchema,
  estimatedTotal,
  incidentFields,
  incidentQuestions,
  insuredKennitalaOf,
  type ClaimReportType,
} from '../../../src/domain/forms/claim-report';
import { validateWith } from '../../../src/domain/forms/validate';

const TODAY = '2026-11-26';

/** What each type asks beyond what every claim asks, answered. */
const TYPE_ANSWERS: Record<ClaimReportType, Record<string, unknown>> = {
  vehicleCollision: { registration: 'AB123', otherParty: 'no', ownCircumstances: ['reversing'] },
  vehicleGlass: { registration: 'AB123', glassPart: 'windscreen' },
  vehicleTheft: { registration: 'AB123', policeReport: '007-2026-1234' },
  propertyWater: { waterSource: 'pipe' },
  propertyFire: { fireServiceCalled: 'yes' },
  propertyBurglary: { policeReport: '007-2026-99' },
  propertyStorm: {},
  travelLuggage: { destination: 'Alicante' },
  travelMedical: { destination: 'Tenerife', treatment: 'Hospiten Sur' },
  travelCancellation: { destination: 'Róm' },
  travelDelay: { destination: 'Kaupmannahöfn', delayHours: '7' },
  personalAccident: { treatment: 'Bráðamóttakan', injury: 'Úlnliðsbrot' },
  liability: { thirdParty: 'Nágranninn á neðri hæð' },
  other: {},
};

function report(type: ClaimReportType, incident: Record<string, unknown> = {}) {
  return {
    type,
    reporter: {
      name: 'Katrín',
      kennitala: '1201603389',
      email: 'k@example.com',
      phone: '5551234',
      role: 'self',
    },
    policy: { policyId: '', policyNumber: '' },
    incident: {
      date: '2026-11-20',
      place: 'Reykjavík',
      description: 'Það sem gerðist.',
      ...TYPE_ANSWERS[type],
      ...incident,
    },
    damages: [],
    payout: { bank: '', ledger: '', account: '', ownerKennitala: '' },
    declaration: true,
  };
}

describe('the claim report rules', () => {
  it.each(CLAIM_REPORT_TYPES)('a %s report with what its type asks is accepted', async (type) => {
    const result = await validateWith(claimReportSchema(type, TODAY), report(type));
    expect(result.ok ? 'accepted' : result.errors).toBe('accepted');
  });

  it.each(CLAIM_REPORT_TYPES.filter((type) => Object.keys(TYPE_ANSWERS[type]).length > 0))(
    'a %s report without what its type asks names each missing answer',
    async (type) => {
      const blanks = Object.fromEntries(
        Object.keys(TYPE_ANSWERS[type]).map((name) => [
          name,
          Array.isArray(TYPE_ANSWERS[type][name]) ? [] : '',
        ]),
      );
      const result = await validateWith(claimReportSchema(type, TODAY), report(type, blanks));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(Object.keys(result.errors).sort()).toEqual(
        Object.keys(TYPE_ANSWERS[type])
          .map((name) => `incident.${name}`)
          .sort(),
      );
    },
  );

  it('asks each type only its own questions, and drops answers of other types', async () => {
    expect(Object.keys(incidentFields('propertyStorm', TODAY)).sort()).toEqual(
      ['date', 'description', 'place', 'policeReport', 'time', 'witnesses'].sort(),
    );
    const result = await validateWith(
      claimReportSchema('propertyStorm', TODAY),
      report('propertyStorm', { registration: 'AB123', delayHours: 'x' }),
    );
    expect(result.ok && result.value.incident).not.toHaveProperty('registration');
  });

  it.each(CLAIM_REPORT_TYPES)(
    'the %s incident step on screen shows exactly the questions its rules check',
    (type) => {
      // The wizard draws the step from incidentQuestions without loading Yup; the rules pick their
      // fields by the same list.
      expect(incidentQuestions(type)).toEqual(Object.keys(incidentFields(type, TODAY)));
    },
  );

  it('refuses a day in the future or more than four years back, and a malformed time', async () => {
    const future = await validateWith(
      claimStepSchema('incident', 'other', TODAY),
      report('other', { date: '2026-11-27', time: '25:00' }),
    );
    expect(future.ok || future.errors).toEqual({
      'incident.date': ['claimReport|dateInFuture'],
      'incident.time': ['claimReport|invalidTime'],
    });
    const old = await validateWith(
      claimStepSchema('incident', 'other', TODAY),
      report('other', { date: '2022-11-25' }),
    );
    expect(old.ok || old.errors).toEqual({ 'incident.date': ['claimReport|dateTooOld'] });
  });

  it('a trip cannot come home before it left; either day may be left out', async () => {
    const backwards = await validateWith(
      claimStepSchema('incident', 'travelLuggage', TODAY),
      report('travelLuggage', { departureDate: '2026-11-10', returnDate: '2026-11-03' }),
    );
    expect(backwards.ok || backwards.errors).toEqual({
      'incident.returnDate': ['claimReport|returnBeforeDeparture'],
    });
    for (const days of [
      { departureDate: '2026-11-03', returnDate: '2026-11-03' },
      { departureDate: '', returnDate: '2026-11-03' },
      // A cancelled trip's departure is still to come.
      { departureDate: '2027-01-15', returnDate: '' },
    ]) {
      const result = await validateWith(
        claimReportSchema('travelCancellation', TODAY),
        report('travelCancellation', days),
      );
      expect(result.ok ? 'accepted' : result.errors).toBe('accepted');
    }
  });

  it('the other party and their registration are asked only when there was one', async () => {
    const withOther = await validateWith(
      claimStepSchema('incident', 'vehicleCollision', TODAY),
      report('vehicleCollision', { otherParty: 'yes' }),
    );
    expect(withOther.ok || Object.keys(withOther.errors).sort()).toEqual([
      'incident.otherName',
      'incident.otherRegistration',
    ]);
  });

  it('a payout account is all or nothing; a damage estimate may be left out', async () => {
    const partial = await validateWith(claimStepSchema('payout', 'other', TODAY), {
      payout: { bank: '0133', ledger: '', account: '', ownerKennitala: '' },
    });
    expect(partial.ok || partial.errors).toEqual({ 'payout.ledger': ['requiredField'] });
    const damages = await validateWith(claimStepSchema('damages', 'other', TODAY), {
      damages: [
        { description: 'Sófi', amount: '' },
        { description: 'Sjónvarp', amount: '120000' },
      ],
    });
    expect(damages.ok && estimatedTotal(damages.value as { damages: { amount?: number }[] })).toBe(
      120000,
    );
    const negative = await validateWith(claimStepSchema('damages', 'other', TODAY), {
      damages: [{ description: 'Sófi', amount: '-5' }],
    });
    expect(negative.ok || negative.errors).toEqual({
      'damages[0].amount': ['claimReport|invalidAmount'],
    });
  });

  it('the insured is the reporter, or the person they report for', async () => {
    const forOther = {
      ...report('other'),
      reporter: {
        ...report('other').reporter,
        role: 'other',
        insuredName: 'Jón',
        insuredKennitala: '050385-2139',
      },
    };
    const result = await validateWith(claimReportSchema('other', TODAY), forOther);
    expect(result.ok && insuredKennitalaOf(result.value)).toBe('0503852139');
    expect(insuredKennitalaOf(report('other'))).toBe('1201603389');
  });
});
