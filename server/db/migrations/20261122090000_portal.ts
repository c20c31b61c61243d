import { sql, type Kysely } from 'kysely';

// The customer portal's data (issue 6): policies, claims, account, payments, documents, offers,
// proposals and travel certificates. Frozen in time: Kysely<any>, no application imports.
// Dates without a time of day are `date`; amounts are whole krónur (`integer`, ISK has no minor unit
// in practice and no single demo amount comes near 2^31).

const PRODUCT_KINDS = [
  'car',
  'home',
  'property',
  'travel',
  'accident',
  'life',
  'health',
  'liability',
  'employee_accident',
  'company_travel',
];
const CLAIM_STATUSES = [
  'reported',
  'in_review',
  'awaiting_documents',
  'approved',
  'paid',
  'rejected',
  'closed',
];

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('policy')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('holder_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('product_code', 'text', (col) => col.notNull())
    .addColumn('product_kind', 'text', (col) =>
      col.notNull().check(oneOf('product_kind', PRODUCT_KINDS)),
    )
    .addColumn('product_name_is', 'text', (col) => col.notNull())
    .addColumn('product_name_en', 'text', (col) => col.notNull())
    .addColumn('insured_object_is', 'text', (col) => col.notNull())
    .addColumn('insured_object_en', 'text', (col) => col.notNull())
    // When the customer first took this insurance; renewals keep it.
    .addColumn('inception_date', 'date', (col) => col.notNull())
    .addColumn('period_start', 'date', (col) => col.notNull())
    .addColumn('period_end', 'date', (col) => col.notNull())
    .addColumn('annual_premium', 'integer', (col) => col.notNull().check(sql`annual_premium >= 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOf('status', ['active', 'ended', 'pending'])),
    )
    .addColumn('payment_frequency', 'text', (col) =>
      col.notNull().check(oneOf('payment_frequency', ['monthly', 'quarterly', 'annual', 'single'])),
    )
    // The travel-confirmation plan this policy carries, if any (credit-card cover or F plús).
    .addColumn('travel_plan', 'text', (col) => col.check(oneOf('travel_plan', ['ccard', 'fplus'])))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('policy_period_order', sql`period_end >= period_start`)
    .execute();
  await db.schema.createIndex('policy_holder').on('policy').column('holder_kennitala').execute();

  await db.schema
    .createTable('policy_coverage')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('policy_id', 'uuid', (col) =>
      col.notNull().references('policy.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    // A machine key for covers other code reads (travel: medical, cancellation, baggage…).
    .addColumn('code', 'text')
    .addColumn('name_is', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('sum_insured', 'integer')
    .addColumn('deductible', 'integer')
    .execute();
  await db.schema
    .createIndex('policy_coverage_policy')
    .on('policy_coverage')
    .column('policy_id')
    .execute();

  // People a policy covers besides (or as) the holder: the family on F plús and card travel cover.
  await db.schema
    .createTable('policy_insured_person')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('policy_id', 'uuid', (col) =>
      col.notNull().references('policy.id').onDelete('cascade'),
    )
    .addColumn('kennitala', 'char(10)', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('relation', 'text', (col) =>
      col.notNull().check(oneOf('relation', ['self', 'spouse', 'child'])),
    )
    .addColumn('birth_date', 'date', (col) => col.notNull())
    .addUniqueConstraint('policy_insured_person_once', ['policy_id', 'kennitala'])
    .execute();

  await db.schema
    .createTable('claim')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('claimant_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('policy_id', 'uuid', (col) => col.references('policy.id').onDelete('set null'))
    .addColumn('title_is', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('description_is', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('incident_date', 'date', (col) => col.notNull())
    .addColumn('reported_date', 'date', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(oneOf('status', CLAIM_STATUSES)))
    .addColumn('next_step_is', 'text')
    .addColumn('next_step_en', 'text')
    .addColumn('next_step_date', 'date')
    .addColumn('handler_name', 'text')
    .addColumn('handler_phone', 'text')
    .addColumn('handler_email', 'text')
    .addColumn('estimated_amount', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('claim_claimant').on('claim').column('claimant_kennitala').execute();

  await db.schema
    .createTable('claim_status_event')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('claim_id', 'uuid', (col) =>
      col.notNull().references('claim.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(oneOf('status', CLAIM_STATUSES)))
    .addColumn('occurred_on', 'date', (col) => col.notNull())
    .addColumn('note_is', 'text')
    .addColumn('note_en', 'text')
    .addUniqueConstraint('claim_status_event_order', ['claim_id', 'seq'])
    .execute();

  await db.schema
    .createTable('claim_payment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('claim_id', 'uuid', (col) =>
      col.notNull().references('claim.id').onDelete('cascade'),
    )
    .addColumn('paid_on', 'date', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('payee', 'text', (col) => col.notNull())
    .addColumn('description_is', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('claim_payment_claim')
    .on('claim_payment')
    .column('claim_id')
    .execute();

  await db.schema
    .createTable('account_transaction')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('party_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('occurred_on', 'date', (col) => col.notNull())
    .addColumn('type', 'text', (col) =>
      col.notNull().check(oneOf('type', ['premium', 'payment', 'claim_payment', 'refund', 'fee'])),
    )
    .addColumn('description_is', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    // Signed from the customer's balance: positive is charged, negative is in their favour.
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('policy_id', 'uuid', (col) => col.references('policy.id').onDelete('set null'))
    .addColumn('claim_id', 'uuid', (col) => col.references('claim.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('account_transaction_party_date')
    .on('account_transaction')
    .columns(['party_kennitala', 'occurred_on'])
    .execute();

  await db.schema
    .createTable('payment_period')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('party_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('name_is', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) =>
      col.notNull().check(oneOf('payment_method', ['bank_claim', 'card'])),
    )
    .execute();
  await db.schema
    .createIndex('payment_period_party')
    .on('payment_period')
    .column('party_kennitala')
    .execute();

  await db.schema
    .createTable('installment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('period_id', 'uuid', (col) =>
      col.notNull().references('payment_period.id').onDelete('cascade'),
    )
    .addColumn('policy_id', 'uuid', (col) => col.references('policy.id').onDelete('set null'))
    .addColumn('description_is', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('paid_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paid_on', 'date')
    // As of the last write; readers derive overdue from due_date and today (see the service).
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOf('status', ['paid', 'due', 'overdue'])),
    )
    .execute();
  await db.schema.createIndex('installment_period').on('installment').column('period_id').execute();

  await db.schema
    .createTable('electronic_document')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('party_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('category', 'text', (col) =>
      col
        .notNull()
        .check(
          oneOf('category', [
            'policy',
            'terms',
            'renewal',
            'invoice',
            'claim',
            'certificate',
            'letter',
          ]),
        ),
    )
    .addColumn('title_is', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    // The letter's text, from which the PDF is rendered in the reader's language.
    .addColumn('body_is', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .addColumn('policy_id', 'uuid', (col) => col.references('policy.id').onDelete('set null'))
    .addColumn('claim_id', 'uuid', (col) => col.references('claim.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('electronic_document_party')
    .on('electronic_document')
    .column('party_kennitala')
    .execute();

  // Which documents a policy lists (a renewal notice may concern several policies).
  await db.schema
    .createTable('policy_document')
    .addColumn('policy_id', 'uuid', (col) =>
      col.notNull().references('policy.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'uuid', (col) =>
      col.notNull().references('electronic_document.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('policy_document_pk', ['policy_id', 'document_id'])
    .execute();

  await db.schema
    .createTable('signable_document')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('party_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('title_is', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('body_is', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .addColumn('policy_id', 'uuid', (col) => col.references('policy.id').onDelete('set null'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOf('status', ['pending', 'signed', 'declined', 'expired'])),
    )
    .addColumn('sign_by', 'date')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('signable_document_party')
    .on('signable_document')
    .column('party_kennitala')
    .execute();

  await db.schema
    .createTable('signature')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'uuid', (col) =>
      col.notNull().references('signable_document.id').onDelete('cascade'),
    )
    .addColumn('signer_kennitala', 'char(10)', (col) => col.notNull())
    .addColumn('signer_name', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) =>
      col.notNull().check(oneOf('method', ['mobile_eid', 'app', 'in_person'])),
    )
    .addColumn('reference', 'text')
    .addColumn('signed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('pending_offer')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('party_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('product_code', 'text', (col) => col.notNull())
    .addColumn('product_kind', 'text', (col) =>
      col.notNull().check(oneOf('product_kind', PRODUCT_KINDS)),
    )
    .addColumn('product_name_is', 'text', (col) => col.notNull())
    .addColumn('product_name_en', 'text', (col) => col.notNull())
    .addColumn('description_is', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('annual_premium', 'integer', (col) => col.notNull())
    .addColumn('valid_until', 'date', (col) => col.notNull())
    // The pendingOffers notice: 'initialized' until the customer dismisses it.
    .addColumn('notification_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('initialized')
        .check(oneOf('notification_status', ['initialized', 'dismissed'])),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('proposal')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('party_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('product_code', 'text', (col) => col.notNull())
    .addColumn('product_kind', 'text', (col) =>
      col.notNull().check(oneOf('product_kind', PRODUCT_KINDS)),
    )
    .addColumn('product_name_is', 'text', (col) => col.notNull())
    .addColumn('product_name_en', 'text', (col) => col.notNull())
    .addColumn('description_is', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('annual_premium', 'integer')
    .addColumn('submitted_on', 'date', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOf('status', ['submitted', 'in_review', 'accepted', 'declined'])),
    )
    .execute();

  await db.schema
    .createTable('travel_certificate')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('party_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('policy_id', 'uuid', (col) => col.references('policy.id').onDelete('set null'))
    .addColumn('plan', 'text', (col) => col.notNull().check(oneOf('plan', ['ccard', 'fplus'])))
    .addColumn('traveller_kennitala', 'char(10)', (col) => col.notNull())
    .addColumn('traveller_name', 'text', (col) => col.notNull())
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date', (col) => col.notNull())
    .addColumn('destination', 'text', (col) =>
      col.notNull().check(oneOf('destination', ['europe', 'worldwide', 'nordics'])),
    )
    // [{ key, nameIs, nameEn, amount }] as printed on the certificate, frozen at issue.
    .addColumn('cover_amounts', 'jsonb', (col) => col.notNull())
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('travel_certificate_dates', sql`end_date >= start_date`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'travel_certificate',
    'proposal',
    'pending_offer',
    'signature',
    'signable_document',
    'policy_document',
    'electronic_document',
    'installment',
    'payment_period',
    'account_transaction',
    'claim_payment',
    'claim_status_event',
    'claim',
    'policy_insured_person',
    'policy_coverage',
    'policy',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
