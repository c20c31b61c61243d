import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EidProviderError } from '../../../server/eid/eid';
import { createHttpEid } from '../../../server/eid/http-eid';
import { EidProviderSimulator } from '../support/eid-provider-simulator';

const ANNA = '1201603389';
const BJORN = '0503852139';
const CLIENT_ID = 'skjol-test-client';
const SECRET = 'a-shared-secret-of-at-least-32-characters';
const RETURN_URL = 'https://skjol.test/minar-sidur/undirritun/?appSign=x';

// The app flow of the HTTP provider: start in the provider's app, read the outcome by reference.
describe('the e-ID app flow through an HTTP provider', () => {
  let simulator: EidProviderSimulator;

  beforeAll(async () => {
    simulator = new EidProviderSimulator({
      clientId: CLIENT_ID,
      secret: SECRET,
      subscribers: { '+3546111234': ANNA, '+3546222345': BJORN },
    });
    await simulator.start();
  });
  afterAll(async () => {
    await simulator?.stop();
  });
  afterEach(() => {
    simulator.failWith = undefined;
    simulator.answerAppLink = undefined;
    simulator.forgeResult = undefined;
  });

  const eid = () => createHttpEid({ baseUrl: simulator.url, clientId: CLIENT_ID, secret: SECRET });
  const request = {
    verificationCode: '4821',
    text: 'Tjónstilkynning 2026-17',
    returnUrl: RETURN_URL,
  };

  it('starts an app request with our credentials and hands back the reference and app link', async () => {
    const { reference, appLink } = await eid().startApp(request);
    expect(simulator.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/app-authentications',
      authorized: true,
      body: request,
    });
    expect(appLink).toBe(simulator.appLink(reference));
    expect(simulator.authentications.get(reference)?.app).toMatchObject({
      text: request.text,
      returnUrl: RETURN_URL,
    });
  });

  it('reads pending, then the kennitala of whoever approved in the app', async () => {
    const provider = eid();
    const { reference } = await provider.startApp(request);
    expect(await provider.status(reference)).toEqual({ status: 'pending' });
    simulator.approveInApp(reference, BJORN);
    expect(await provider.status(reference)).toEqual({ status: 'approved', kennitala: BJORN });
  });

  it('reads a decline in the app as a rejection', async () => {
    const provider = eid();
    const { reference } = await provider.startApp(request);
    simulator.decline(reference);
    expect(await provider.status(reference)).toEqual({ status: 'rejected' });
  });

  it('refuses an app approval whose result answers another reference', async () => {
    const provider = eid();
    const { reference } = await provider.startApp(request);
    simulator.approveInApp(reference, ANNA);
    simulator.forgeResult = (claims) => simulator.sign({ ...claims, ref: 'another-reference-1' });
    expect(await provider.status(reference)).toEqual({
      status: 'rejected',
      reason: 'invalidResult',
    });
  });

  it.each([
    ['a javascript: link', 'javascript:alert(1)'],
    ['a data: link', 'data:text/html,<script>alert(1)</script>'],
    ['something that is not a URL', 'open the app please'],
    ['no link at all', undefined],
    ['a number', 42],
  ])('treats %s as a provider failure, never passing it to the browser', async (_, link) => {
    simulator.answerAppLink = () => link;
    await expect(eid().startApp(request)).rejects.toBeInstanceOf(EidProviderError);
  });

  it('treats an outage or refused credentials as a provider failure', async () => {
    simulator.failWith = 503;
    await expect(eid().startApp(request)).rejects.toBeInstanceOf(EidProviderError);
    simulator.failWith = undefined;
    const stranger = createHttpEid({
      baseUrl: simulator.url,
      clientId: CLIENT_ID,
      secret: 'not-the-secret-but-long-enough-anyway',
    });
    await expect(stranger.startApp(request)).rejects.toBeInstanceOf(EidProviderError);
    expect(simulator.calls.at(-1)?.authorized).toBe(false);
  });
});
