import type { DbOrTx } from '../database';
import { type ClaimBuilt } from './claims';
import { addDays, addMonths, type Day, demoId } from './dates-and-ids';
import { ANNA, BJORN, EINAR, GUDRUN, HRAUNHOLAR, PEOPLE } from './people';
import { type PolicyBuilt } from './policies';
import { type Rows } from './rows';

/** The account: transactions, payment periods and installments; the saved payment methods. */

type Billing = {
  holder: string;
  method: 'bank_claim' | 'card';
  /** Installment index (0 = the one due in five days) -> share left unpaid. */
  unpaid: Record<number, number>;
  refund?: { policy: string; daysAgo: number; amount: number; text: [string, string] };
};

export const BILLING: Billing[] = [
  {
    holder: ANNA,
    method: 'bank_claim',
    unpaid: { [-2]: 1, [-1]: 1 },
    refund: {
      policy: 'anna-old-car',
      daysAgo: 200,
      amount: 21_300,
      text: [
        'Endurgreiðsla iðgjalds vegna sölu bifreiðar OK-318',
        'Premium refund after the sale of car OK-318',
      ],
    },
  },
  {
    holder: BJORN,
    method: 'card',
    unpaid: { [-1]: 0.5 },
    refund: {
      policy: 'bjorn-old-car',
      daysAgo: 110,
      amount: 18_400,
      text: [
        'Endurgreiðsla iðgjalds vegna sölu bifreiðar LT-905',
        'Premium refund after the sale of car LT-905',
      ],
    },
  },
  {
    holder: GUDRUN,
    method: 'bank_claim',
    unpaid: { [-1]: 1 },
    refund: {
      policy: 'gudrun-car',
      daysAgo: 150,
      amount: 6_500,
      text: ['Leiðrétting á tjónleysisbónus', 'No-claims bonus correction'],
    },
  },
  { holder: HRAUNHOLAR, method: 'bank_claim', unpaid: { [-3]: 1 } },
];

export function buildAccounts(
  today: Day,
  rows: Rows,
  policies: Map<string, PolicyBuilt>,
  claims: Map<string, ClaimBuilt>,
): void {
  for (const billing of BILLING) {
    const own = [...policies.values()].filter((p) => p.holder === billing.holder);
    const quarterly = own.some((p) => p.frequency === 'quarterly');
    const step = quarterly ? 3 : 1;
    const due = (k: number) => addDays(addMonths(today, k), 5);
    const issued = (k: number) => addDays(due(k), -14);
    const periods = [
      { key: 'previous', from: -12, to: -1 },
      { key: 'current', from: 0, to: 11 },
    ];
    for (const period of periods) {
      const periodId = demoId(`period:${billing.holder}:${period.key}`);
      const start = addMonths(today, period.from);
      const end = addDays(addMonths(today, period.to + 1), -1);
      const years = `${start.slice(0, 4)}–${end.slice(0, 4)}`;
      rows.payment_period.push({
        id: periodId,
        party_kennitala: billing.holder,
        name_is: `Greiðsludreifing ${years}`,
        name_en: `Payment plan ${years}`,
        start_date: start,
        end_date: end,
        payment_method: billing.method,
      });
      const count = (period.to - period.from + 1) / step;
      for (let index = 0; index < count; index += 1) {
        const k = period.from + index * step;
        const chargeDay = issued(k);
        const charged = own.filter(
          (p) =>
            p.premium > 0 &&
            p.inception <= chargeDay &&
            (p.frequency === 'monthly' || p.frequency === 'quarterly') &&
            // An ended policy stops being charged; a pending one starts with its period.
            (!p.ended || chargeDay <= p.end) &&
            (p.start <= today || k >= 1),
        );
        const share = (p: PolicyBuilt) =>
          Math.round(p.premium / (p.frequency === 'quarterly' ? 4 : 12));
        const amount = charged.reduce((sum, p) => sum + share(p), 0);
        const unpaidShare = billing.unpaid[k] ?? (k >= 0 ? 1 : 0);
        const paidAmount = Math.round(amount * (1 - unpaidShare));
        const paidOn = paidAmount > 0 ? addDays(due(k), -2) : null;
        const status = unpaidShare === 0 ? 'paid' : due(k) < today ? 'overdue' : 'due';
        rows.installment.push({
          id: demoId(`installment:${billing.holder}:${k}`),
          period_id: periodId,
          policy_id: null,
          description_is: `Greiðsla ${index + 1} af ${count}`,
          description_en: `Installment ${index + 1} of ${count}`,
          due_date: due(k),
          amount,
          paid_amount: paidAmount,
          paid_on: paidOn,
          status,
        });
        // The account shows what has happened up to today: charges issued and payments made.
        if (chargeDay <= today) {
          for (const p of charged) {
            rows.account_transaction.push({
              id: demoId(`tx:premium:${p.key}:${k}`),
              party_kennitala: billing.holder,
              occurred_on: chargeDay,
              type: 'premium',
              description_is: `Iðgjald: ${p.name[0]}, ${p.number}`,
              description_en: `Premium: ${p.name[1]}, ${p.number}`,
              amount: share(p),
              policy_id: p.id,
              claim_id: null,
            });
          }
        }
        if (paidOn && paidOn <= today) {
          rows.account_transaction.push({
            id: demoId(`tx:payment:${billing.holder}:${k}`),
            party_kennitala: billing.holder,
            occurred_on: paidOn,
            type: 'payment',
            description_is:
              billing.method === 'card'
                ? 'Greiðsla: skuldfært á greiðslukort'
                : 'Greiðsla: krafa greidd í netbanka',
            description_en:
              billing.method === 'card'
                ? 'Payment: charged to card'
                : 'Payment: online bank claim paid',
            amount: -paidAmount,
            policy_id: null,
            claim_id: null,
          });
        }
        const feeDay = addDays(due(k), 10);
        if (unpaidShare > 0 && feeDay <= today) {
          rows.account_transaction.push({
            id: demoId(`tx:fee:${billing.holder}:${k}`),
            party_kennitala: billing.holder,
            occurred_on: feeDay,
            type: 'fee',
            description_is: 'Vanskilagjald: innheimtuviðvörun',
            description_en: 'Late payment fee: payment reminder',
            amount: 950,
            policy_id: null,
            claim_id: null,
          });
        }
      }
    }
    if (billing.refund) {
      const policy = policies.get(billing.refund.policy)!;
      rows.account_transaction.push({
        id: demoId(`tx:refund:${billing.holder}`),
        party_kennitala: billing.holder,
        occurred_on: addDays(today, -billing.refund.daysAgo),
        type: 'refund',
        description_is: billing.refund.text[0],
        description_en: billing.refund.text[1],
        amount: -billing.refund.amount,
        policy_id: policy.id,
        claim_id: null,
      });
    }
  }

  // Claim settlements paid to the customer themselves show on their account.
  for (const claim of claims.values()) {
    const claimant = PEOPLE[claim.claimant]!.name;
    claim.payments.forEach((payment, seq) => {
      if (payment.payee !== claimant || payment.date < addMonths(today, -12)) return;
      rows.account_transaction.push({
        id: demoId(`tx:claim:${claim.key}:${seq}`),
        party_kennitala: claim.claimant,
        occurred_on: payment.date,
        type: 'claim_payment',
        description_is: `Tjónagreiðsla: ${claim.content.title[0]}, ${claim.number}`,
        description_en: `Claim payment: ${claim.content.title[1]}, ${claim.number}`,
        amount: -payment.amount,
        policy_id: policies.get(claim.policy)!.id,
        claim_id: claim.id,
      });
    });
  }
}

/**
 * Payment details (settings): Anna and Björn have a bank account and a card (Björn's plan is
 * charged to his card), Hraunhólar a bank account only, Guðrún nothing, so the screen's empty
 * state has someone to show it to. Einar's card ran out last month (relative to `now`), so the
 * card dialog has someone to ask.
 */
export async function seedPaymentMethods(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const result = await db
    .insertInto('payment_method')
    .values([
      {
        party_kennitala: ANNA,
        bank: '0133',
        ledger: '26',
        account: '012345',
        card_masked: '522010******8823',
        card_brand: 'Mastercard',
      },
      {
        party_kennitala: BJORN,
        bank: '0515',
        ledger: '26',
        account: '104477',
        card_masked: '492500******0017',
        card_brand: 'Visa',
      },
      {
        party_kennitala: HRAUNHOLAR,
        bank: '0311',
        ledger: '26',
        account: '003920',
        card_masked: null,
        card_brand: null,
      },
      {
        party_kennitala: EINAR,
        bank: '0301',
        ledger: '26',
        account: '778899',
        card_masked: '410000******0007',
        card_brand: 'Visa',
        card_valid_thru: lastMonth.toISOString().slice(0, 7),
      },
    ])
    .onConflict((conflict) => conflict.column('party_kennitala').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
