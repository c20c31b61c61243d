import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatAgent,
  type ChatAgents,
  type ChatAvailability,
  type ChatConsole,
  type ChatConversation,
  type ChatPresence,
  type ChatStarted,
} from '../../src/domain/api/chat';
import { CHAT_PATHS } from '../../src/domain/api/chat-paths';
import { CHAT_QUEUES, type ChatQueue } from '../../src/domain/chat';
import { testDatabaseKinds } from './support/databases';
import { startChatInstances } from './support/chat';
import { staffToken, type PortalApp } from './portal-helpers';

type Staff = 'sigga' | 'lesa' | 'stjori';

/**
 * Agents belong to chat queues: only a queue's own members make it available, are given its
 * conversations in turn, and see its conversations first.
 */
describe.each(testDatabaseKinds)('chat queues on %s', (kind) => {
  let portal: PortalApp;
  let instances: Awaited<ReturnType<typeof startChatInstances>>;
  let tokens: Record<Staff, string>;
  let siteHost: string;
  let staffHost: string;
  let nextAddress = 1;

  beforeAll(async () => {
    instances = await startChatInstances(kind, ['sigga', 'lesa']);
    ({ portal, siteHost, staffHost } = instances);
    tokens = {
      sigga: portal.tokens.sigga,
      lesa: portal.tokens.lesa,
      stjori: await staffToken(portal.testApp, 'stjori'),
    };
  });
  afterAll(async () => {
    await instances.close();
  });

  const staff = (who: Staff) => ({ host: staffHost, authorization: `Bearer ${tokens[who]}` });
  const app = () => portal.testApp.app;

  function presence(who: Staff, body: object) {
    return app().inject({
      method: 'PUT',
      url: CHAT_PATHS.staffPresence,
      headers: staff(who),
      payload: body,
    });
  }

  async function consoleOf(who: Staff): Promise<ChatConsole> {
    const response = await app().inject({ url: CHAT_PATHS.staffConsole, headers: staff(who) });
    expect(response.statusCode).toBe(200);
    return response.json<ChatConsole>();
  }

  async function availability(): Promise<Record<ChatQueue, boolean>> {
    const response = await app().inject({
      url: CHAT_PATHS.availability,
      headers: { host: siteHost },
    });
    const { queues } = response.json<ChatAvailability>();
    return Object.fromEntries(queues.map((q) => [q.queue, q.agentOnline])) as Record<
      ChatQueue,
      boolean
    >;
  }

  function start(queue: ChatQueue) {
    return app().inject({
      method: 'POST',
      url: CHAT_PATHS.conversations,
      headers: { host: siteHost, 'x-forwarded-for': `198.19.0.${nextAddress++}` },
      payload: { queue, name: 'Gestur', email: 'gestur@example.is', lang: 'is' },
    });
  }

  it('puts every agent in every queue until they choose, so nothing existing changes', async () => {
    const fresh = await consoleOf('sigga');
    expect(fresh.queues).toEqual([...CHAT_QUEUES]);
    const set = await presence('sigga', { available: true });
    expect(set.json<ChatPresence>()).toMatchObject({ available: true, queues: [...CHAT_QUEUES] });
    expect(await availability()).toEqual({ businesses: true, individuals: true, claims: true });
  });

  it('counts an agent available only in the queues they belong to, and gives them only those', async () => {
    const chose = await presence('sigga', {
      available: true,
      autoAssign: true,
      queues: ['claims', 'claims', 'individuals'],
    });
    expect(chose.statusCode, chose.body).toBe(200);
    // Each once, in the usual order.
    expect(chose.json<ChatPresence>().queues).toEqual(['individuals', 'claims']);
    expect(await availability()).toEqual({ businesses: false, individuals: true, claims: true });

    // Nobody answers businesses: starting one there is refused as outside hours would be.
    const refused = await start('businesses');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('ChatUnavailable');

    // Stjóri answers businesses alone; both ask for turns.
    expect(
      (await presence('stjori', { available: true, autoAssign: true, queues: ['businesses'] }))
        .statusCode,
    ).toBe(200);
    const assigned: Record<string, string | null> = {};
    for (const queue of ['businesses', 'claims', 'businesses', 'individuals'] as const) {
      const started = await start(queue);
      expect(started.statusCode, started.body).toBe(201);
      assigned[`${queue}-${Object.keys(assigned).length}`] =
        started.json<ChatStarted>().conversation.assignee;
    }
    // Round-robin among members only: stjóri never gets claims or individuals, sigga never businesses.
    expect(Object.values(assigned)).toEqual(['stjori', 'sigga', 'stjori', 'sigga']);

    // Transferred to a queue, a conversation goes to a member of that queue.
    const claims = await start('claims');
    const claim = claims.json<ChatStarted>().conversation;
    expect(claim.assignee).toBe('sigga');
    const moved = await app().inject({
      method: 'POST',
      url: `${CHAT_PATHS.staffConsole}${claim.id}/transfer/`,
      headers: staff('sigga'),
      payload: { queue: 'businesses' },
    });
    expect(moved.json<ChatConversation>()).toMatchObject({
      queue: 'businesses',
      assignee: 'stjori',
    });
  });

  it('lists the conversations of an agent’s own queues first, the others after', async () => {
    await presence('sigga', { available: true, autoAssign: false, queues: ['claims'] });
    await presence('stjori', {
      available: true,
      autoAssign: false,
      queues: [...CHAT_QUEUES],
    });
    const business = (await start('businesses')).json<ChatStarted>().conversation;
    const claim = (await start('claims')).json<ChatStarted>().conversation;
    const list = (await consoleOf('sigga')).conversations;
    const position = (id: string) => list.findIndex((c) => c.id === id);
    expect(position(claim.id)).toBeGreaterThanOrEqual(0);
    expect(position(business.id)).toBeGreaterThanOrEqual(0);
    // Every claims conversation comes before every other one; the rest are still reachable.
    const firstOther = list.findIndex((c) => c.queue !== 'claims');
    const lastMine = list.map((c) => c.queue).lastIndexOf('claims');
    expect(lastMine).toBeLessThan(firstOther);
    expect(position(claim.id)).toBeLessThan(position(business.id));
    // Stjóri, in every queue, sees them in the order they came.
    const hers = (await consoleOf('stjori')).conversations;
    expect(hers.findIndex((c) => c.id === business.id)).toBeLessThan(
      hers.findIndex((c) => c.id === claim.id),
    );
  });

  it('lets an agent set their own queues, an Admin anyone’s, and refuses the rest', async () => {
    expect((await presence('lesa', { available: true, queues: ['claims'] })).statusCode).toBe(403);
    const unknown = await presence('sigga', { available: true, queues: ['vip'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ queues: ['invalidChoice'] });

    const setQueues = (who: Staff, username: string, queues: string[]) =>
      app().inject({
        method: 'PUT',
        url: CHAT_PATHS.staffAgentQueues(username),
        headers: staff(who),
        payload: { queues },
      });
    expect((await setQueues('sigga', 'stjori', ['claims'])).statusCode).toBe(403);
    expect((await setQueues('stjori', 'lesa', ['claims'])).statusCode).toBe(404);
    const byAdmin = await setQueues('stjori', 'sigga', ['businesses', 'individuals']);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<ChatAgent>()).toMatchObject({
      username: 'sigga',
      queues: ['businesses', 'individuals'],
    });
    expect((await consoleOf('sigga')).queues).toEqual(['businesses', 'individuals']);
    const agents = await app().inject({ url: CHAT_PATHS.staffAgents, headers: staff('sigga') });
    expect(
      agents.json<ChatAgents>().agents.find((agent) => agent.username === 'sigga')?.queues,
    ).toEqual(['businesses', 'individuals']);
    const audited = await portal.testApp.database.db
      .selectFrom('audit_event')
      .select(['actor', 'detail'])
      .where('action', '=', 'chat.queuesChanged')
      .execute();
    expect(audited.map((event) => event.actor)).toContain('staff:stjori');
  });
});
