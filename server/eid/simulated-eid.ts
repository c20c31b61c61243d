import { createHash } from 'node:crypto';
import { kennitalaCheckDigit } from '../../src/domain/kennitala';
import type { Db } from '../db/database';
import { EID_REQUEST_MINUTES, type EidAppRequest, type ElectronicIdProvider } from './eid';
import { appRequestStatus, isAppReference, openAppRequest } from './simulated-app';

// The demo's and the tests' mobile-ID provider, apart from the interface (./eid.ts) that a real
// provider implements: the simulator's app page (./simulated-app.ts) uses that interface too.

const FIRST_NAMES = [
  ['Sigríður', 'dóttir'],
  ['Jón', 'son'],
  ['Kristín', 'dóttir'],
  ['Gunnar', 'son'],
  ['Helga', 'dóttir'],
  ['Ólafur', 'son'],
  ['Margrét', 'dóttir'],
  ['Einar', 'son'],
] as const;
const FATHERS = ['Ara', 'Bjarna', 'Stefáns', 'Magnúsar', 'Þórðar', 'Halldórs', 'Árna', 'Péturs'];

/**
 * The demo's people who hold mobile ID but are not customers (yet): every mobile number that
 * starts with 7 and that no customer has. Their kennitala and name follow from the number, so one
 * number is always the same person, and a test can meet a stranger by choosing a fresh number.
 * Other numbers no customer has hold no mobile ID, and the provider declines them.
 */
export function demoMobileIdHolder(phone: string): { kennitala: string; name: string } | null {
  if (!/^7\d{6}$/.test(phone)) return null;
  const digest = createHash('sha256').update(`mobile-id-holder:${phone}`).digest();
  const [first, suffix] = FIRST_NAMES[digest[0]! % FIRST_NAMES.length]!;
  const father = FATHERS[digest[1]! % FATHERS.length]!;
  const day = String(1 + (digest[2]! % 28)).padStart(2, '0');
  const month = String(1 + (digest[3]! % 12)).padStart(2, '0');
  const year = String(60 + (digest[4]! % 40)).padStart(2, '0');
  // The serial runs on until the check digit exists (a tenth of prefixes have none).
  for (let step = 0; step < 80; step += 1) {
    const serial = String(20 + ((digest[5]! + step) % 80)).padStart(2, '0');
    const first8 = `${day}${month}${year}${serial}`;
    const check = kennitalaCheckDigit(first8);
    if (check !== null)
      return { kennitala: `${first8}${check}9`, name: `${first} ${father}${suffix}` };
  }
  return null;
}

/**
 * A faithful stand-in for the provider in demo mode and tests: it approves a request after
 * `approveAfterMs` when the number belongs to a customer or to one of the demo's mobile-ID
 * holders who are not customers (`demoMobileIdHolder`), naming the holder, and rejects other numbers. Given
 * `appUrl` (the site serving the demo app's page), it also offers the app flow: the request opens
 * on that page, where the person approves or declines. Its state lives in the database like
 * everything else, so any server instance can answer.
 */
export function createSimulatedEid(
  db: Db,
  { approveAfterMs = 2_000, appUrl }: { approveAfterMs?: number; appUrl?: string } = {},
): ElectronicIdProvider {
  return {
    async start(phone) {
      return { reference: `sim-${phone}-${Date.now()}` };
    },
    ...(appUrl
      ? { startApp: (request: EidAppRequest) => openAppRequest(db, appUrl, request) }
      : {}),
    async status(reference) {
      if (isAppReference(reference)) return appRequestStatus(db, reference);
      const match = /^sim-(\d{7})-(\d+)$/.exec(reference);
      if (!match) return { status: 'rejected' };
      const [, phone, startedAt] = match as unknown as [string, string, string];
      const elapsed = Date.now() - Number(startedAt);
      if (elapsed > EID_REQUEST_MINUTES * 60_000) return { status: 'expired' };
      const party = await db
        .selectFrom('party')
        .select(['kennitala', 'full_name'])
        .where('mobile_phone', '=', phone)
        .where('kind', '=', 'person')
        .executeTakeFirst();
      const holder = party
        ? { kennitala: party.kennitala, name: party.full_name }
        : demoMobileIdHolder(phone);
      if (!holder) return { status: 'rejected' };
      return elapsed >= approveAfterMs
        ? { status: 'approved', kennitala: holder.kennitala, name: holder.name }
        : { status: 'pending' };
    },
  };
}
