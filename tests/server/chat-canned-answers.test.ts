import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatCannedAnswer, ChatCannedAnswers } from '../../src/domain/api/chat';
import { CHAT_PATHS } from '../../src/domain/api/chat-paths';
import { CHAT_CANNED_ANSWERS_MAX, CHAT_MESSAGE_MAX_LENGTH } from '../../src/domain/chat';
import { testDatabaseKinds } from './support/databases';
import { startPortalApp, staffToken, type PortalApp } from './portal-helpers';

type Staff = 'sigga' | 'lesa' | 'stjori';

/**
 * Staff who answer chats keep the ready answers themselves, per language: Full and Admin add,
 * change, order and remove them; read-only staff only read. Each change is checked and audited.
 */
describe.each(testDatabaseKinds)('chat ready answers kept by staff on %s', (kind) => {
  let portal: PortalApp;
  let tokens: Record<Staff, string>;
  let staffHost: string;

  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'sigga', 'lesa'], kind);
    staffHost = new URL(portal.testApp.config.staffUrl).host;
    tokens = {
      sigga: portal.tokens.sigga,
      lesa: portal.tokens.lesa,
      stjori: await staffToken(portal.testApp, 'stjori'),
    };
  });
  afterAll(async () => {
    await portal.close();
  });

  const headers = (who: Staff) => ({ host: staffHost, authorization: `Bearer ${tokens[who]}` });
  const call = (
    who: Staff,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
  ) =>
    portal.testApp.app.inject({
      method,
      url,
      headers: headers(who),
      ...(body ? { payload: body } : {}),
    });
  const list = async (language: 'is' | 'en') => {
    const response = await call('lesa', 'GET', `${CHAT_PATHS.staffCannedAnswers}?lang=${language}`);
    expect(response.statusCode).toBe(200);
    return response.json<ChatCannedAnswers>().answers;
  };
  const audited = (action: string) =>
    portal.testApp.database.db
      .selectFrom('audit_event')
      .select(['actor', 'detail'])
      .where('action', '=', action)
      .execute();

  it('adds one last in its language, stored as a lower-case shortcut, and audits it', async () => {
    const before = await list('en');
    const created = await call('sigga', 'POST', CHAT_PATHS.staffCannedAnswers, {
      language: 'en',
      shortcut: ' /Opening-Hours ',
      body: '  We are open 9–16 on weekdays.\nCall us any time for emergencies.  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<ChatCannedAnswer>();
    expect(answer).toMatchObject({
      shortcut: 'opening-hours',
      body: 'We are open 9–16 on weekdays.\nCall us any time for emergencies.',
    });
    const after = await list('en');
    expect(after.map((each) => each.id)).toEqual([...before.map((each) => each.id), answer.id]);
    // Only in its own language.
    expect((await list('is')).map((each) => each.id)).not.toContain(answer.id);
    expect(await audited('chat.cannedAnswerCreated')).toContainEqual({
      actor: 'staff:sigga',
      detail: { id: answer.id, language: 'en', shortcut: 'opening-hours' },
    });

    // The same shortcut again in that language is refused; in the other it is fine.
    const twice = await call('stjori', 'POST', CHAT_PATHS.staffCannedAnswers, {
      language: 'en',
      shortcut: 'OPENING-hours',
      body: 'Another',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      errorCode: 'CannedShortcutTaken',
      errors: { shortcut: ['CannedShortcutTaken'] },
    });
    const icelandic = await call('stjori', 'POST', CHAT_PATHS.staffCannedAnswers, {
      language: 'is',
      shortcut: 'opening-hours',
      body: 'Opið 9–16 virka daga.',
    });
    expect(icelandic.statusCode).toBe(201);
  });

  it('refuses a bad shortcut or body with a code per field, never a 500', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ shortcut: '', body: 'x' }, { shortcut: ['CannedShortcutRequired'] }],
      [{ shortcut: 'two words', body: 'x' }, { shortcut: ['CannedShortcutInvalid'] }],
      [{ shortcut: '-dash', body: 'x' }, { shortcut: ['CannedShortcutInvalid'] }],
      [{ shortcut: 'a'.repeat(31), body: 'x' }, { shortcut: ['CannedShortcutTooLong'] }],
      [{ shortcut: 'ok', body: '   ' }, { body: ['CannedBodyRequired'] }],
      [
        { shortcut: 'ok', body: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
        { body: ['CannedBodyTooLong'] },
      ],
      [
        { shortcut: 'bad shortcut', body: '' },
        { shortcut: ['CannedShortcutInvalid'], body: ['CannedBodyRequired'] },
      ],
    ];
    for (const [input, errors] of cases) {
      const response = await call('sigga', 'POST', CHAT_PATHS.staffCannedAnswers, {
        language: 'is',
        ...input,
      });
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    // Letters of any language are fine in a shortcut.
    const icelandic = await call('sigga', 'POST', CHAT_PATHS.staffCannedAnswers, {
      language: 'is',
      shortcut: 'Þjónustuver_2',
      body: 'Þjónustuverið svarar í síma.',
    });
    expect(icelandic.json<ChatCannedAnswer>().shortcut).toBe('þjónustuver_2');
    const control = await call('sigga', 'POST', CHAT_PATHS.staffCannedAnswers, {
      language: 'is',
      shortcut: 'ok',
      body: 'bell\u0007',
    });
    expect(control.statusCode).toBe(400);
    const language = await call('sigga', 'POST', CHAT_PATHS.staffCannedAnswers, {
      language: 'de',
      shortcut: 'hallo',
      body: 'Guten Tag',
    });
    expect(language.statusCode).toBe(400);
  });

  it('changes the words, keeps the language, and refuses a shortcut another has', async () => {
    const [first, second] = await list('is');
    const changed = await call('stjori', 'PUT', CHAT_PATHS.staffCannedAnswer(first!.id), {
      shortcut: 'heilsa',
      body: 'Góðan daginn!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ id: first!.id, shortcut: 'heilsa', body: 'Góðan daginn!' });
    expect((await list('is'))[0]).toEqual(changed.json());
    expect(await audited('chat.cannedAnswerChanged')).toContainEqual({
      actor: 'staff:stjori',
      detail: { id: first!.id, language: 'is', shortcut: 'heilsa', was: first!.shortcut },
    });

    const clash = await call('sigga', 'PUT', CHAT_PATHS.staffCannedAnswer(first!.id), {
      shortcut: second!.shortcut,
      body: 'x',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errorCode).toBe('CannedShortcutTaken');
    const bad = await call('sigga', 'PUT', CHAT_PATHS.staffCannedAnswer(first!.id), {
      shortcut: 'heilsa',
      body: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ body: ['CannedBodyRequired'] });
    const missing = await call(
      'sigga',
      'PUT',
      CHAT_PATHS.staffCannedAnswer('00000000-0000-4000-8000-000000000000'),
      { shortcut: 'x', body: 'y' },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('CannedAnswerNotFound');
  });

  it('orders a language’s answers only when given every one of them once', async () => {
    const before = await list('en');
    const reversed = before.map((each) => each.id).reverse();
    const ordered = await call('sigga', 'PUT', CHAT_PATHS.staffCannedAnswerOrder, {
      language: 'en',
      ids: reversed,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json<ChatCannedAnswers>().answers.map((each) => each.id)).toEqual(reversed);
    expect((await list('en')).map((each) => each.id)).toEqual(reversed);
    expect(await audited('chat.cannedAnswersOrdered')).toHaveLength(1);

    const icelandicId = (await list('is'))[0]!.id;
    for (const ids of [
      reversed.slice(1),
      [...reversed, reversed[0]!],
      [...reversed.slice(1), icelandicId],
    ]) {
      const refused = await call('sigga', 'PUT', CHAT_PATHS.staffCannedAnswerOrder, {
        language: 'en',
        ids,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorCode).toBe('CannedAnswersChanged');
    }
    expect((await list('en')).map((each) => each.id)).toEqual(reversed);
  });

  it('removes one, audited with what it said', async () => {
    const [gone] = await list('en');
    const removed = await call('stjori', 'DELETE', CHAT_PATHS.staffCannedAnswer(gone!.id));
    expect(removed.statusCode).toBe(204);
    expect((await list('en')).map((each) => each.id)).not.toContain(gone!.id);
    expect(await audited('chat.cannedAnswerDeleted')).toContainEqual({
      actor: 'staff:stjori',
      detail: { id: gone!.id, language: 'en', shortcut: gone!.shortcut, body: gone!.body },
    });
    const again = await call('stjori', 'DELETE', CHAT_PATHS.staffCannedAnswer(gone!.id));
    expect(again.statusCode).toBe(404);
  });

  it('lets read-only staff read them and refuses every change, keeping the refusal', async () => {
    const [answer] = await list('is');
    const attempts = [
      await call('lesa', 'POST', CHAT_PATHS.staffCannedAnswers, {
        language: 'is',
        shortcut: 'lesa',
        body: 'x',
      }),
      await call('lesa', 'PUT', CHAT_PATHS.staffCannedAnswer(answer!.id), {
        shortcut: 'lesa',
        body: 'x',
      }),
      await call('lesa', 'PUT', CHAT_PATHS.staffCannedAnswerOrder, {
        language: 'is',
        ids: [answer!.id],
      }),
      await call('lesa', 'DELETE', CHAT_PATHS.staffCannedAnswer(answer!.id)),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('ReadOnlyRole');
    }
    expect((await list('is'))[0]).toEqual(answer);
    const refusals = await audited('chat.writeRefused');
    expect(refusals.filter((row) => row.actor === 'staff:lesa')).toHaveLength(4);

    // A customer's token is no staff token.
    const customer = await portal.testApp.app.inject({
      method: 'POST',
      url: CHAT_PATHS.staffCannedAnswers,
      headers: { host: staffHost, authorization: `Bearer ${portal.tokens.anna}` },
      payload: { language: 'is', shortcut: 'anna', body: 'x' },
    });
    expect([401, 403]).toContain(customer.statusCode);
  });

  it('stops at the most a language may have', async () => {
    const count = (await list('en')).length;
    for (let index = count; index < CHAT_CANNED_ANSWERS_MAX; index += 1)
      await portal.testApp.database.db
        .insertInto('chat_canned_answer')
        .values({ language: 'en', shortcut: `filler-${index}`, body: 'x', position: 100 + index })
        .execute();
    const over = await call('sigga', 'POST', CHAT_PATHS.staffCannedAnswers, {
      language: 'en',
      shortcut: 'one-more',
      body: 'x',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().errorCode).toBe('TooManyCannedAnswers');
  });
});
