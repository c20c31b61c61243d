import { sql, type Kysely } from 'kysely';

// Staff find a customer from whatever the caller gives them: a name typed without accents, an
// e-mail address, a phone number, a car's registration number. Frozen in time: Kysely<any>, no
// application imports.
//
// skjol_fold is the one way names are compared: lower case, accents off, þ as th, æ as ae, ð as
// d, so "bjorn" finds Björn and "thor" finds Þór. Immutable, so an index may use it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function skjol_fold(value text) returns text
    language sql immutable parallel safe
    as $$ select replace(replace(translate(lower(value),
      'áàâäãåðéèêëíìîïóòôöõøúùûüýÿ', 'aaaaaadeeeeiiiioooooouuuuyy'), 'þ', 'th'), 'æ', 'ae') $$`.execute(
    db,
  );
  // Names are matched anywhere in the folded name; the index serves a name's beginning.
  await sql`create index party_folded_name on party (skjol_fold(full_name) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index party_email_lower on party (lower(email))`.execute(db);
  await db.schema.createIndex('party_mobile_phone').on('party').column('mobile_phone').execute();
  await db.schema.createIndex('party_home_phone').on('party').column('home_phone').execute();
  // A vehicle's registration number is the end of the insured object's text ('Toyota RAV4, AB-123');
  // kept apart, without separators, so it is found by an index.
  await sql`
    alter table policy add column vehicle_registration text generated always as (
      case when product_kind = 'car' then
        replace(replace(upper(substring(insured_object_is from '([[:alnum:]]{2}[- ]?[[:alnum:]]{3})$')), '-', ''), ' ', '')
      end) stored`.execute(db);
  await db.schema
    .createIndex('policy_vehicle_registration')
    .on('policy')
    .column('vehicle_registration')
    .execute();
  // The staff home counts new claims (status 'reported') on every visit.
  await db.schema
    .createIndex('claim_status')
    .on('claim')
    .columns(['status', 'reported_date'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('claim_status').execute();
  await db.schema.dropIndex('policy_vehicle_registration').execute();
  await sql`alter table policy drop column vehicle_registration`.execute(db);
  await db.schema.dropIndex('party_home_phone').execute();
  await db.schema.dropIndex('party_mobile_phone').execute();
  await db.schema.dropIndex('party_email_lower').execute();
  await db.schema.dropIndex('party_folded_name').execute();
  await sql`drop function skjol_fold(text)`.execute(db);
}
