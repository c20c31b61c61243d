import { sql, type Kysely } from 'kysely';

// Who an inquiry or a claim belongs to is decided only by a signed-in session or by an e-mail
// address the customer has proven they read. This adds what that needs and repairs what the
// old rule (any profile address, any kennitala typed into a form) linked:
// - party.email_verified_at: when the address on file was proven. Addresses that came from our
//   own records are trusted; one a customer or an employee typed in through a contact change,
//   or one that several people share, is not, until its owner confirms it by a link.
// - email_verification: a pending change of e-mail, kept as the hash of the link's token.
// - claim.holder_confirmation: a claim a visitor reported about someone else's policy waits for
//   the policy holder to confirm it (pending, confirmed, rejected); null when nobody needs to.
// - Cases from the site or the chat that the old rule linked to a customer without a session or
//   a proven address are unlinked (audited as case.unlinked), so only their sender sees them; a
//   visitor's claim about a customer, linked by a handler or not yet, waits for that customer's
//   confirmation.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('party').addColumn('email_verified_at', 'timestamptz').execute();
  await db.schema
    .createTable('email_verification')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kennitala', 'text', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('is'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('email_verification_person_time')
    .on('email_verification')
    .columns(['kennitala', 'created_at'])
    .execute();
  await db.schema
    .alterTable('claim')
    .addColumn('holder_confirmation', 'text')
    .addColumn('holder_decided_at', 'timestamptz')
    .execute();

  await sql`
    update party p set email_verified_at = now()
    where p.email is not null
      and not exists (
        select 1 from party other
        where other.kennitala <> p.kennitala and lower(other.email) = lower(p.email))
      and not exists (
        select 1 from contact_change c
        where c.kennitala = p.kennitala and lower(c.new_email) = lower(p.email))`.execute(db);

  await sql`
    with unlinked as (
      update service_case c set party_kennitala = null, updated_at = now()
      from (
        select c2.id, c2.party_kennitala as was from service_case c2
        where c2.party_kennitala is not null
          and c2.origin in ('webform', 'chat')
          and not (c2.origin = 'chat' and c2.sender_ssn is not distinct from c2.party_kennitala)
          and not exists (
            select 1 from party p
            where p.kennitala = c2.party_kennitala and p.email_verified_at is not null
              and lower(p.email) = lower(c2.sender_email))
      ) old
      where c.id = old.id
      returning c.case_number, old.was
    )
    insert into audit_event (action, actor, subject, detail)
    select 'case.unlinked', null, was,
      jsonb_build_object('caseNumber', case_number, 'reason', 'unverifiedLink')
    from unlinked`.execute(db);

  await sql`
    with unlinked as (
      update claim c set claimant_kennitala = null, policy_id = null,
        holder_confirmation = 'pending'
      from (
        select c2.id, c2.claimant_kennitala as was from claim c2
        join claim_draft d on d.submitted_claim_id = c2.id
        where c2.claimant_kennitala is not null and d.owner_kennitala is null
      ) old
      where c.id = old.id
      returning c.number, old.was
    )
    insert into audit_event (action, actor, subject, detail)
    select 'claim.unlinked', null, was,
      jsonb_build_object('claimNumber', number, 'reason', 'awaitsHolder')
    from unlinked`.execute(db);

  // Visitors' claims about customers not yet linked wait for the customer too.
  await sql`
    update claim c set holder_confirmation = 'pending'
    from claim_draft d
    where d.submitted_claim_id = c.id and d.owner_kennitala is null
      and c.claimant_kennitala is null and c.holder_confirmation is null
      and exists (select 1 from party p where p.kennitala = c.insured_kennitala)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claim').dropColumn('holder_confirmation').execute();
  await db.schema.alterTable('claim').dropColumn('holder_decided_at').execute();
  await db.schema.dropTable('email_verification').execute();
  await db.schema.alterTable('party').dropColumn('email_verified_at').execute();
}
