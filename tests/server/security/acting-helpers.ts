import type { TestDatabaseKind } from '../support/databases';
import type { TestApp } from '../support/app';
import { outbox, startPortalApp, type Caller, type PortalApp } from '../portal-helpers';

/** The demo app on one database with real tokens, for the tests of acting for someone else. */

export { ANNA, BJORN, GUDRUN, HRAUNHOLAR, outbox, type Caller } from '../portal-helpers';

export type ActingApp = PortalApp & {
  /** The caller's access token, for requests made outside `call`. */
  tokenOf(who: Caller): string;
};

export async function startActingApp(
  kind: TestDatabaseKind,
  callers: Caller[],
): Promise<ActingApp> {
  const app = await startPortalApp(callers, kind);
  return { ...app, tokenOf: (who) => app.tokens[who] };
}

export async function contactOf(testApp: TestApp, kennitala: string) {
  return testApp.database.db
    .selectFrom('party')
    .select(['email', 'mobile_phone'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirstOrThrow();
}

export async function auditEvents(testApp: TestApp, action: string) {
  return testApp.database.db
    .selectFrom('audit_event')
    .selectAll()
    .where('action', '=', action)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

/** Asks for a set-password link the way the sign-in page does; returns the addresses it went to. */
export async function requestReset(app: ActingApp, kennitala: string): Promise<string[]> {
  const before = (await outbox(app.testApp)).length;
  const response = await app.call(null, 'POST', '/api/user/v1/login/requestcredentials/', {
    json: { ssn: kennitala, language: 'is' },
  });
  if (response.statusCode !== 202) throw new Error(`reset: ${response.statusCode}`);
  return (await outbox(app.testApp)).slice(before).map((mail) => mail.to_address);
}
