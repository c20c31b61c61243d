import { hashPassword } from '../security/password';
import type { DbOrTx } from './database';
import type { PartyKind, StaffRole } from './schema';
import { seedPortalData } from './seed-portal';

/**
 * The fixed demo people and accounts (listed in the README). Tests and the README rely on them, so they
 * never change shape; the seed only adds what is missing and is safe to run at every start.
 */
export const DEMO_CUSTOMER_PASSWORD = 'Prufa-1234';
export const DEMO_STAFF_PASSWORD = 'Starf-1234';

type DemoParty = {
  kennitala: string;
  kind: PartyKind;
  fullName: string;
  email: string;
  mobilePhone: string | null;
  spouse?: string;
  canSignIn: boolean;
};

export const DEMO_PARTIES: readonly DemoParty[] = [
  {
    kennitala: '1201603389',
    kind: 'person',
    fullName: 'Anna Jónsdóttir',
    email: 'anna@example.is',
    mobilePhone: '6111234',
    spouse: '0503852139',
    canSignIn: true,
  },
  {
    kennitala: '0503852139',
    kind: 'person',
    fullName: 'Björn Sigurðsson',
    email: 'bjorn@example.is',
    mobilePhone: '6222345',
    spouse: '1201603389',
    canSignIn: true,
  },
  {
    kennitala: '1407702999',
    kind: 'person',
    fullName: 'Guðrún Pálsdóttir',
    email: 'gudrun@example.is',
    mobilePhone: '6333456',
    canSignIn: true,
  },
  {
    kennitala: '4502952219',
    kind: 'company',
    fullName: 'Hraunhólar ehf.',
    email: 'skrifstofa@hraunholar.example.is',
    mobilePhone: null,
    canSignIn: false,
  },
  {
    kennitala: '2109882119',
    kind: 'person',
    fullName: 'Einar Gunnarsson',
    email: 'einar@example.is',
    mobilePhone: '6444567',
    canSignIn: true,
  },
];

/** Who may act for whom: the grantor lets the holder see and manage their affairs. */
export const DEMO_GRANTS: readonly { grantor: string; holder: string }[] = [
  { grantor: '4502952219', holder: '1201603389' },
  { grantor: '0503852139', holder: '1407702999' },
];

export const DEMO_STAFF: readonly { username: string; fullName: string; role: StaffRole }[] = [
  { username: 'sigga', fullName: 'Sigríður Kristjánsdóttir', role: 'Full' },
  { username: 'lesa', fullName: 'Lárus Einarsson', role: 'Readonly' },
  { username: 'stjori', fullName: 'Steinunn Ólafsdóttir', role: 'Admin' },
];

export async function seedDemoData(db: DbOrTx): Promise<{ added: number }> {
  let added = 0;

  // Spouses refer to each other, so parties go in first and the links second.
  for (const party of DEMO_PARTIES) {
    const result = await db
      .insertInto('party')
      .values({
        kennitala: party.kennitala,
        kind: party.kind,
        full_name: party.fullName,
        email: party.email,
        // Addresses from our own records count as the person's (verified).
        email_verified_at: party.email ? new Date() : null,
        mobile_phone: party.mobilePhone,
        home_phone: null,
        spouse_kennitala: null,
      })
      .onConflict((conflict) => conflict.column('kennitala').doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  for (const party of DEMO_PARTIES) {
    if (!party.spouse) continue;
    await db
      .updateTable('party')
      .set({ spouse_kennitala: party.spouse })
      .where('kennitala', '=', party.kennitala)
      .where('spouse_kennitala', 'is', null)
      .execute();
  }

  const existingCredentials = new Set(
    (await db.selectFrom('credential').select('kennitala').execute()).map((row) => row.kennitala),
  );
  for (const party of DEMO_PARTIES) {
    if (!party.canSignIn || existingCredentials.has(party.kennitala)) continue;
    await db
      .insertInto('credential')
      .values({
        kennitala: party.kennitala,
        password_hash: await hashPassword(DEMO_CUSTOMER_PASSWORD),
      })
      .onConflict((conflict) => conflict.column('kennitala').doNothing())
      .execute();
    added += 1;
  }

  const existingStaff = new Set(
    (await db.selectFrom('staff_user').select('username').execute()).map((row) => row.username),
  );
  for (const staff of DEMO_STAFF) {
    if (existingStaff.has(staff.username)) continue;
    await db
      .insertInto('staff_user')
      .values({
        username: staff.username,
        full_name: staff.fullName,
        role: staff.role,
        // The demo's own addresses: a second-factor set-up link lands in the demo outbox.
        email: `${staff.username}@starf.skjol.is`,
        password_hash: await hashPassword(DEMO_STAFF_PASSWORD),
      })
      .onConflict((conflict) => conflict.column('username').doNothing())
      .execute();
    added += 1;
  }

  for (const grant of DEMO_GRANTS) {
    const live = await db
      .selectFrom('access_grant')
      .select('id')
      .where('grantor_kennitala', '=', grant.grantor)
      .where('holder_kennitala', '=', grant.holder)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (live) continue;
    await db
      .insertInto('access_grant')
      .values({
        grantor_kennitala: grant.grantor,
        holder_kennitala: grant.holder,
        valid_to: null,
        revoked_at: null,
      })
      .execute();
    added += 1;
  }

  added += await seedPortalData(db);
  return { added };
}
