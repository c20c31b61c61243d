import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNICATION_API } from '../../src/domain/api/communication-rules';
import { IMPERSONATION_MINUTES } from '../../src/domain/api/impersonation-rules';
import { testDatabaseKinds } from './support/databases';
import { ANNA, BJORN, startPortalApp, type PortalApp } from './portal-helpers';

const SWITCH = '/api/user/v1/login/switchcustomer/';
const EXTEND = '/api/user/v1/login/extendcustomer/';
const END = '/api/user/v1/login/endcustomer/';
const INFO = '/api/user/v1/info/';
const LOG = '/api/user/v1/staffaccess/';

describe.each(testDatabaseKinds)('staff acting for a customer on %s', (kind) => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga', 'lesa'], kind);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  /** Staff calls straight to the app, without the harness starting anything on their behalf. */
  const staffCall = (who: 'sigga' | 'lesa', method: 'GET' | 'POST', url: string, json?: object) =>
    portal.testApp.app.inject({
      method,
      url,
      headers: {
        host: new URL(portal.testApp.config.staffUrl).host,
        authorization: `Bearer ${portal.tokens[who]}`,
        impersonatedUser: BJORN,
      },
      ...(json ? { payload: json } : {}),
    });
  const start = (who: 'sigga' | 'lesa', body: object) => staffCall(who, 'POST', SWITCH, body);
  const openRowOf = (username: string) =>
    db()
      .selectFrom('staff_impersonation')
      .selectAll()
      .where('staff_username', '=', username)
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow();

  it('starts only with a reason from the list and a note', async () => {
    const noReason = await start('sigga', { ssn: BJORN, note: 'He called' });
    expect(noReason.statusCode).toBe(400);
    const unknownReason = await start('sigga', { ssn: BJORN, reason: 'curious', note: 'Hm' });
    expect(unknownReason.statusCode).toBe(400);
    const blankNote = await start('sigga', { ssn: BJORN, reason: 'customerCall', note: '    ' });
    expect(blankNote.statusCode).toBe(400);
    expect(blankNote.json().errorCode).toBe('ImpersonationNoteRequired');
    expect(await db().selectFrom('staff_impersonation').selectAll().execute()).toEqual([]);

    const started = await start('sigga', {
      ssn: BJORN,
      reason: 'customerCall',
      note: 'Björn asked about his newsletter',
    });
    expect(started.statusCode).toBe(200);
    const body = started.json();
    expect(body).toMatchObject({
      ssn: BJORN,
      impersonation: { reason: 'customerCall', note: 'Björn asked about his newsletter' },
    });
    const minutes =
      (Date.parse(body.impersonation.expiresAt) - Date.parse(body.impersonation.startedAt)) /
      60_000;
    expect(minutes).toBeCloseTo(IMPERSONATION_MINUTES, 1);
  });

  it('refuses acting calls from an employee who has not started acting for the customer', async () => {
    const response = await staffCall('lesa', 'GET', INFO);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('NoImpersonation');
  });

  it('tells the portal who may write, and the acting with its reason and end', async () => {
    const sigga = await staffCall('sigga', 'GET', INFO);
    expect(sigga.json()).toMatchObject({
      mayWrite: true,
      isEmployeeImpersonating: true,
      impersonation: { reason: 'customerCall' },
    });
    await start('lesa', { ssn: BJORN, reason: 'claimHandling', note: 'Reading the claim file' });
    const lesa = await staffCall('lesa', 'GET', INFO);
    expect(lesa.json()).toMatchObject({
      mayWrite: false,
      impersonation: { reason: 'claimHandling' },
    });
    const bjorn = await portal.call('bjorn', 'GET', INFO);
    expect(bjorn.json()).toMatchObject({ mayWrite: true, impersonation: null });
  });

  it('audits a change made while acting under the employee, with the reason', async () => {
    const saved = await staffCall('sigga', 'POST', COMMUNICATION_API, {
      emailNewsletter: true,
      smsOffers: false,
      post: false,
    });
    expect(saved.statusCode).toBe(200);
    const event = await db()
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'settings.communicationChanged')
      .where('subject', '=', BJORN)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.actor).toBe('staff:sigga');
    expect(event.detail).toMatchObject({
      impersonation: { reason: 'customerCall', note: 'Björn asked about his newsletter' },
    });
    const row = await openRowOf('sigga');
    expect(row.changes).toBe(1);
    expect(row.actions).toBeGreaterThanOrEqual(2);
  });

  it('extends the time, and refuses every acting call once it has run out', async () => {
    const before = await openRowOf('sigga');
    // As if the employee had sat idle for most of the half hour.
    await db()
      .updateTable('staff_impersonation')
      .set({ expires_at: sql<Date>`now() + interval '1 minute'` })
      .where('id', '=', before.id)
      .execute();
    const extended = await staffCall('sigga', 'POST', EXTEND, { ssn: BJORN });
    expect(extended.statusCode).toBe(200);
    const left = Date.parse(extended.json().expiresAt) - Date.now();
    expect(left).toBeGreaterThan((IMPERSONATION_MINUTES - 1) * 60_000);

    await db()
      .updateTable('staff_impersonation')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', before.id)
      .execute();
    for (const [method, url] of [
      ['GET', INFO],
      ['GET', COMMUNICATION_API],
    ] as const) {
      const refused = await staffCall('sigga', method, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('ImpersonationExpired');
    }
    const write = await staffCall('sigga', 'POST', COMMUNICATION_API, {
      emailNewsletter: false,
      smsOffers: false,
      post: false,
    });
    expect(write.json().errorCode).toBe('ImpersonationExpired');
    const late = await staffCall('sigga', 'POST', EXTEND, { ssn: BJORN });
    expect(late.statusCode).toBe(403);
    expect(late.json().errorCode).toBe('ImpersonationExpired');
  });

  it('ends acting on stop, and acting for someone new ends acting for the one before', async () => {
    await start('sigga', { ssn: BJORN, reason: 'customerMessage', note: 'Answering his e-mail' });
    expect((await staffCall('sigga', 'GET', INFO)).statusCode).toBe(200);
    await start('sigga', { ssn: ANNA, reason: 'customerCall', note: 'Anna called' });
    expect((await staffCall('sigga', 'GET', INFO)).json().errorCode).toBe('NoImpersonation');

    const stopped = await staffCall('lesa', 'POST', END, { ssn: BJORN });
    expect(stopped.statusCode).toBe(204);
    expect((await staffCall('lesa', 'GET', INFO)).json().errorCode).toBe('NoImpersonation');
    const endEvent = await db()
      .selectFrom('audit_event')
      .select(['actor', 'subject'])
      .where('action', '=', 'staff.endCustomer')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(endEvent).toEqual({ actor: 'staff:lesa', subject: BJORN });
  });

  it('shows the customer who from staff acted for them, when and why, newest first', async () => {
    const response = await portal.call('bjorn', 'GET', LOG);
    expect(response.statusCode).toBe(200);
    const { entries } = response.json();
    expect(
      entries.map((entry: { staffName: string; reason: string }) => [
        entry.staffName,
        entry.reason,
      ]),
    ).toEqual([
      ['Sigríður Kristjánsdóttir', 'customerMessage'],
      ['Lárus Einarsson', 'claimHandling'],
      ['Sigríður Kristjánsdóttir', 'customerCall'],
    ]);
    const first = entries.find((entry: { note: string }) => entry.note.startsWith('Björn asked'));
    expect(first).toMatchObject({
      staffName: 'Sigríður Kristjánsdóttir',
      reason: 'customerCall',
      changes: 1,
    });
    expect(first.endedAt).not.toBeNull();
    for (const entry of entries) expect(entry.endedAt).not.toBeNull();

    // Anna's log has her own acting only.
    const anna = (await portal.call('anna', 'GET', LOG)).json().entries;
    expect(anna).toHaveLength(1);
    expect(anna[0]).toMatchObject({ reason: 'customerCall', note: 'Anna called', endedAt: null });
  });

  it('lets only the customer themself read that log: not a proxy, not staff, not the anonymous', async () => {
    const proxy = await portal.call('gudrun', 'GET', LOG, { headers: { overviewUser: BJORN } });
    expect(proxy.statusCode).toBe(403);
    expect(proxy.json().errorCode).toBe('StaffAccessLogSelfOnly');
    const staff = await staffCall('sigga', 'GET', LOG);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().errorCode).toBe('CustomersOnly');
    const anonymous = await portal.call(null, 'GET', LOG);
    expect(anonymous.statusCode).toBe(401);
    // Guðrún's own log is hers, and empty.
    const own = await portal.call('gudrun', 'GET', LOG);
    expect(own.json()).toEqual({ entries: [] });
  });
});
