import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_API } from '../../../src/domain/api/access-grant-rules';
import { LOOKUP_LIMIT } from '../../../server/modules/access/access.service';
import { GUDRUN, startPortalApp, type PortalApp } from '../portal-helpers';

describe('names learnt by giving and revoking access count as lookups', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna']);
  });
  afterAll(() => portal.close());

  const give = (ssn: string) =>
    portal.call('anna', 'POST', ACCESS_API.giveGrant, { json: { ssn } });
  const revoke = (id: string) =>
    portal.testApp.app.inject({
      method: 'DELETE',
      url: ACCESS_API.grantGiven(id),
      headers: {
        host: new URL(portal.testApp.config.siteUrl).host,
        authorization: `Bearer ${portal.tokens.anna}`,
      },
    });

  it('stops a give-and-revoke loop, and a give of an unknown kennitala, at the lookup limit', async () => {
    // A give that finds no one answers 404 and counts like a missed lookup.
    expect((await give('0101302989')).statusCode).toBe(404);
    let used = 1;
    let lastGrant = '';
    while (used < LOOKUP_LIMIT) {
      const given = await give(GUDRUN);
      expect(given.statusCode).toBe(201);
      expect(given.json().holderName).toBe('Guðrún Pálsdóttir');
      lastGrant = given.json().id as string;
      used += 1;
      if (used === LOOKUP_LIMIT) break;
      expect((await revoke(lastGrant)).statusCode).toBe(204);
      used += 1;
    }
    const lookup = await portal.call('anna', 'POST', ACCESS_API.lookupHolder, {
      json: { ssn: GUDRUN },
    });
    expect(lookup.statusCode).toBe(429);
    expect(lookup.json()).toMatchObject({ errorCode: 'TooManyLookups' });
    const again = await give(GUDRUN);
    expect(again.statusCode).toBe(429);
    expect(again.json()).not.toHaveProperty('holderName');
    expect((await revoke(lastGrant)).statusCode).toBe(429);
  });
});
