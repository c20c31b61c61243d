import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_API } from '../../../src/domain/api/signing-rules';
import { SIGNING_STARTS_PER_SIGNER } from '../../../server/modules/document/signing.routes';
import { ANNA, BJORN, startPortalApp, type PortalApp } from '../portal-helpers';

/** Starting a mobile signing request sends an approval request to a phone: it is limited per signer. */
describe('mobile signing starts are limited per signer', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn']);
  });
  afterAll(() => portal.close());

  async function documentOf(kennitala: string): Promise<string> {
    const row = await portal.testApp.database.db
      .selectFrom('signable_document')
      .select('id')
      .where('party_kennitala', '=', kennitala)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('answers 429 MobileIdThrottled past the limit, and leaves another signer alone', async () => {
    const id = await documentOf(BJORN);
    const start = () =>
      portal.call('bjorn', 'POST', SIGNING_API.signMobile, { json: { id, phone: '699 1234' } });
    for (let i = 0; i < SIGNING_STARTS_PER_SIGNER; i += 1) {
      expect((await start()).statusCode).toBe(200);
    }
    const limited = await start();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'MobileIdThrottled' });

    // Nothing more was asked of the provider: the count of requests stayed where it was.
    const requests = await portal.testApp.database.db
      .selectFrom('signing_request')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('signer_kennitala', '=', BJORN)
      .executeTakeFirstOrThrow();
    expect(Number(requests.count)).toBe(SIGNING_STARTS_PER_SIGNER);

    const annas = await portal.call('anna', 'POST', SIGNING_API.signMobile, {
      json: { id: await documentOf(ANNA), phone: '611 1234' },
    });
    expect(annas.statusCode).toBe(200);
  });
});
