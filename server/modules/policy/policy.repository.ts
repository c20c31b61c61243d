import { sql } from 'kysely';
import { PREPARED, type DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

/** SQL only: policies and what hangs off them, always scoped to the holder. */

function policyColumns() {
  return [
    'id',
    'number',
    'holder_kennitala',
    'product_code',
    'product_kind',
    'product_name_is',
    'product_name_en',
    'insured_object_is',
    'insured_object_en',
    isoDay('inception_date').as('inception_date'),
    isoDay('period_start').as('period_start'),
    isoDay('period_end').as('period_end'),
    'annual_premium',
    'status',
    'payment_frequency',
    'travel_plan',
    'quote_number',
    isoDay('created_at').as('created_on'),
  ] as const;
}

export async function listPolicyRows(db: DbOrTx, holder: string) {
  return db
    .selectFrom('policy')
    .select(policyColumns())
    .where('holder_kennitala', '=', holder)
    .orderBy('period_start', 'desc')
    .orderBy('number')
    .execute();
}

export type PolicyRow = Awaited<ReturnType<typeof listPolicyRows>>[number];

/** A coverage or document of a policy, already in the API's shape. */
type OverviewCoverage = {
  id: string;
  name: { is: string; en: string };
  sumInsured: number | null;
  deductible: number | null;
};
type OverviewDocument = {
  id: string;
  title: { is: string; en: string };
  category: string;
  createdAt: string;
  unread: boolean;
};

export type OverviewRow = PolicyRow & {
  holder_name: string;
  coverages: OverviewCoverage[];
  documents: OverviewDocument[];
};

/**
 * The holder's policies with their holder's name, coverages and documents in one statement (one
 * round trip): the parts come back as JSON arrays already shaped as the API sends them, in the
 * order the screen shows them (coverages as sorted, newest document first).
 */
export async function policyOverviewRows(db: DbOrTx, holder: string): Promise<OverviewRow[]> {
  const result = await sql<OverviewRow>`${sql.raw(PREPARED)}
    select p.id, p.number, p.holder_kennitala, coalesce(h.full_name, '') as holder_name,
      p.product_code, p.product_kind, p.product_name_is, p.product_name_en,
      p.insured_object_is, p.insured_object_en,
      to_char(p.inception_date, 'YYYY-MM-DD') as inception_date,
      to_char(p.period_start, 'YYYY-MM-DD') as period_start,
      to_char(p.period_end, 'YYYY-MM-DD') as period_end,
      p.annual_premium, p.status, p.payment_frequency, p.travel_plan, p.quote_number,
      to_char(p.created_at, 'YYYY-MM-DD') as created_on,
      coalesce((
        select json_agg(json_build_object(
          'id', c.id,
          'name', json_build_object('is', c.name_is, 'en', c.name_en),
          'sumInsured', c.sum_insured,
          'deductible', c.deductible
        ) order by c.sort_order)
        from policy_coverage c where c.policy_id = p.id
      ), '[]'::json) as coverages,
      coalesce((
        select json_agg(json_build_object(
          'id', d.id,
          'title', json_build_object('is', d.title_is, 'en', d.title_en),
          'category', d.category,
          'createdAt', to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'unread', d.read_at is null
        ) order by d.created_at desc)
        from policy_document pd join electronic_document d on d.id = pd.document_id
        where pd.policy_id = p.id
      ), '[]'::json) as documents
    from policy p left join party h on h.kennitala = p.holder_kennitala
    where p.holder_kennitala = ${holder}
    order by p.period_start desc, p.number
  `.execute(db);
  return result.rows;
}

export async function findPolicyRow(db: DbOrTx, holder: string, id: string) {
  return db
    .selectFrom('policy')
    .select(policyColumns())
    .where('holder_kennitala', '=', holder)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function coverageRows(db: DbOrTx, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  return db
    .selectFrom('policy_coverage')
    .select(['id', 'policy_id', 'code', 'name_is', 'name_en', 'sum_insured', 'deductible'])
    .where('policy_id', 'in', policyIds)
    .orderBy('policy_id')
    .orderBy('sort_order')
    .execute();
}

export async function policyDocumentRows(db: DbOrTx, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  return db
    .selectFrom('policy_document as pd')
    .innerJoin('electronic_document as d', 'd.id', 'pd.document_id')
    .select([
      'pd.policy_id',
      'd.id',
      'd.title_is',
      'd.title_en',
      'd.category',
      'd.created_at',
      'd.read_at',
    ])
    .where('pd.policy_id', 'in', policyIds)
    .orderBy('d.created_at', 'desc')
    .execute();
}

export async function insuredPersonRows(db: DbOrTx, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  return db
    .selectFrom('policy_insured_person')
    .select([
      'policy_id',
      'kennitala',
      'full_name',
      'relation',
      isoDay('birth_date').as('birth_date'),
    ])
    .where('policy_id', 'in', policyIds)
    .orderBy('birth_date')
    .execute();
}

/** Car policies' claim dates, for the no-claims bonus. */
export async function claimDatesByPolicy(db: DbOrTx, holder: string) {
  return db
    .selectFrom('claim')
    .select(['policy_id', isoDay('incident_date').as('incident_date')])
    .where('claimant_kennitala', '=', holder)
    .where('policy_id', 'is not', null)
    .execute();
}

/** A policy made online (a bought quote, an accepted offer): its product, object, cover and price. */
export type NewPolicy = {
  holder: string;
  code: string;
  kind: string;
  name: { is: string; en: string };
  object: { is: string; en: string };
  start: string;
  end: string;
  annualPremium: number;
  frequency: 'monthly' | 'annual' | 'single';
  status: 'active' | 'pending';
  covers: { name: { is: string; en: string }; sum: number | null; deductible: number | null }[];
  quoteNumber?: string;
};

/** Inserts the policy and its coverages; the number comes from policy_number_seq ('SK-2026-700001'). */
export async function insertPolicy(
  db: DbOrTx,
  policy: NewPolicy,
): Promise<{ id: string; number: string }> {
  const row = await db
    .insertInto('policy')
    .values({
      number: sql<string>`'SK-' || ${policy.start.slice(0, 4)} || '-' || lpad(nextval('policy_number_seq')::text, 6, '0')`,
      holder_kennitala: policy.holder,
      product_code: policy.code,
      product_kind: policy.kind,
      product_name_is: policy.name.is,
      product_name_en: policy.name.en,
      insured_object_is: policy.object.is,
      insured_object_en: policy.object.en,
      inception_date: policy.start,
      period_start: policy.start,
      period_end: policy.end,
      annual_premium: policy.annualPremium,
      status: policy.status,
      payment_frequency: policy.frequency,
      travel_plan: null,
      quote_number: policy.quoteNumber ?? null,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  if (policy.covers.length > 0)
    await db
      .insertInto('policy_coverage')
      .values(
        policy.covers.map((cover, order) => ({
          policy_id: row.id,
          sort_order: order,
          code: null,
          name_is: cover.name.is,
          name_en: cover.name.en,
          sum_insured: cover.sum,
          deductible: cover.deductible,
        })),
      )
      .execute();
  return row;
}

/** A withdrawn policy ends where it began: it was never in force. */
export async function endPolicyFromStart(db: DbOrTx, id: string): Promise<void> {
  await db
    .updateTable('policy')
    .set({ status: 'ended', period_end: sql<string>`period_start` })
    .where('id', '=', id)
    .execute();
}

/** The policies bought with one quote, by number. */
export async function policiesOfQuote(db: DbOrTx, quoteNumber: string) {
  return db
    .selectFrom('policy')
    .select([
      'id',
      'number',
      'annual_premium',
      isoDay('period_start').as('start'),
      isoDay('period_end').as('end'),
      'product_kind',
      'product_code',
    ])
    .where('quote_number', '=', quoteNumber)
    .orderBy('number')
    .execute();
}
