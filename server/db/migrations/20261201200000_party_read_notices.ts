import { sql, type Kysely } from 'kysely';

// Cached portal answers (server/portal/party-reads.ts) are forgotten when what they were made of
// changes: every write to a party's policies, their coverages and documents, or the party's name,
// whoever makes it, sends a NOTIFY naming the party on the schema's channel once it commits.
// PostgreSQL sends one notice per party and transaction however many rows changed.
// Frozen in time: Kysely<any>, no application imports.

const TABLES = ['party', 'policy', 'policy_coverage', 'policy_document', 'electronic_document'];

const CHANNEL = `'skjol_reads_' || regexp_replace(current_schema(), '[^a-zA-Z0-9_]', '', 'g')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function party_reads_changed() returns trigger language plpgsql as $$
    declare
      changed record;
      channel text := ${CHANNEL};
    begin
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      if tg_table_name = 'party' then
        perform pg_notify(channel, changed.kennitala);
      elsif tg_table_name = 'policy' then
        perform pg_notify(channel, changed.holder_kennitala);
        if tg_op = 'UPDATE' and old.holder_kennitala <> new.holder_kennitala then
          perform pg_notify(channel, old.holder_kennitala);
        end if;
      elsif tg_table_name in ('policy_coverage', 'policy_document') then
        perform pg_notify(channel, p.holder_kennitala)
          from policy p where p.id = changed.policy_id;
      elsif tg_table_name = 'electronic_document' then
        perform pg_notify(channel, changed.party_kennitala);
        perform pg_notify(channel, p.holder_kennitala)
          from policy_document pd join policy p on p.id = pd.policy_id
          where pd.document_id = changed.id;
      end if;
      return null;
    end;
    $$`,
    )
    .execute(db);
  for (const table of TABLES)
    await sql
      .raw(
        `create trigger ${table}_reads_changed after insert or update or delete on ${table}
        for each row execute function party_reads_changed()`,
      )
      .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await sql.raw(`drop trigger if exists ${table}_reads_changed on ${table}`).execute(db);
  await sql`drop function if exists party_reads_changed()`.execute(db);
}
