import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatAgent, ChatCannedAnswer } from '../../src/domain/api/chat';
import { CHAT_PATHS } from '../../src/domain/api/chat-paths';
import { AgentQueuesPanel } from '../../src/features/staff/chat-console/agent-queues-panel';
import { CannedAnswersEditor } from '../../src/features/staff/chat-console/canned-answers-editor';
import { ChatConsoleScreen } from '../../src/features/staff/chat-console/chat-console-screen';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { server } from './api-stubs';
import { fakeSocketClass } from './fake-socket';
import { renderWithProviders } from './render';

// The console reaches the portal's parts through its index, which uses the rest of sign-in.
vi.mock('../../src/features/shared/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAuth: () => ({ getAccessToken: async () => 'staff-access-token', user: {} }),
}));

/** A socket that never opens: these tests are about the console's tools, not its messages. */
const QuietSocket = fakeSocketClass('never');

/** The ready answers as a tiny server keeps them, per language. */
let stored: Record<string, ChatCannedAnswer[]>;
let requests: { method: string; url: string; body: unknown }[];

const answer = (id: number, shortcut: string, body: string): ChatCannedAnswer => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  shortcut,
  body,
});

beforeAll(() => ensurePortalTexts());
beforeEach(() => {
  vi.stubGlobal('WebSocket', QuietSocket);
  stored = {
    is: [answer(1, 'kveðja', 'Góðan dag!'), answer(2, 'takk', 'Takk fyrir spjallið.')],
    en: [answer(3, 'hello', 'Good day!'), answer(4, 'thanks', 'Thanks for the chat.')],
  };
  requests = [];
  const record = async (request: Request) => {
    const text = await request.text();
    requests.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  };
  server.use(
    http.get(CHAT_PATHS.staffConsole, () =>
      HttpResponse.json({ available: false, autoAssign: false, queues: [], conversations: [] }),
    ),
    http.get(CHAT_PATHS.staffCannedAnswers, ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang') ?? 'is';
      return HttpResponse.json({ answers: stored[lang] ?? [] });
    }),
    http.post(CHAT_PATHS.staffCannedAnswers, async ({ request }) => {
      await record(request.clone());
      const body = (await request.json()) as { language: string; shortcut: string; body: string };
      if (stored[body.language]!.some((each) => each.shortcut === body.shortcut))
        return HttpResponse.json(
          {
            status: 409,
            errorCode: 'CannedShortcutTaken',
            message: 'taken',
            errors: { shortcut: ['CannedShortcutTaken'] },
          },
          { status: 409 },
        );
      const created = answer(9, body.shortcut, body.body);
      stored[body.language]!.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(CHAT_PATHS.staffCannedAnswerOrder, async ({ request }) => {
      await record(request.clone());
      const { language, ids } = (await request.json()) as { language: string; ids: string[] };
      const list = stored[language]!;
      stored[language] = ids.map((id) => list.find((each) => each.id === id)!);
      return HttpResponse.json({ answers: stored[language] });
    }),
    http.put(`${CHAT_PATHS.staffCannedAnswers}:id/`, async ({ request, params }) => {
      await record(request.clone());
      const words = (await request.json()) as { shortcut: string; body: string };
      for (const list of Object.values(stored))
        for (const each of list)
          if (each.id === params.id)
            Object.assign(each, { shortcut: words.shortcut, body: words.body });
      return HttpResponse.json({ id: params.id, ...words });
    }),
    http.delete(`${CHAT_PATHS.staffCannedAnswers}:id/`, async ({ request, params }) => {
      await record(request);
      for (const [language, list] of Object.entries(stored))
        stored[language] = list.filter((each) => each.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the ready answers editor', () => {
  it('is reached from the console, and shows the answers of the chosen language', async () => {
    const { user } = renderWithProviders(<ChatConsoleScreen language="en" readOnly={false} />, {
      language: 'en',
    });
    const open = await screen.findByRole('button', { name: 'Edit ready answers' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    // Only an Admin sets colleagues' queues.
    expect(screen.queryByRole('button', { name: 'Colleagues’ queues' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Colleagues' queues" })).not.toBeInTheDocument();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const editor = screen.getByRole('region', { name: 'Ready answers' });
    const list = await within(editor).findByRole('list', { name: 'Ready answers (English)' });
    expect(await within(list).findByText('/hello')).toBeInTheDocument();
    await user.selectOptions(within(editor).getByLabelText('Language of the answers'), 'is');
    expect(
      await within(editor).findByRole('list', { name: 'Ready answers (Icelandic)' }),
    ).toHaveTextContent('/kveðja');
  });

  it('adds an answer, checking the shortcut and words first and showing a taken shortcut on its field', async () => {
    const { user } = renderWithProviders(<CannedAnswersEditor readOnly={false} />, {
      language: 'en',
    });
    await screen.findByText('/hello');
    const shortcut = screen.getByRole('textbox', { name: /^Shortcut/ });
    const body = screen.getByRole('textbox', { name: /^Answer/ });
    const add = screen.getByRole('button', { name: 'Add answer' });

    await user.type(shortcut, 'two words');
    await user.click(add);
    expect(
      await screen.findByText(
        'A shortcut is one word: letters, digits, hyphens or underscores, starting with a letter or digit.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Write the answer.')).toBeInTheDocument();
    expect(shortcut).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);

    await user.clear(shortcut);
    await user.type(shortcut, 'hello');
    await user.type(body, 'Hi again');
    await user.click(add);
    expect(
      await screen.findByText('Another ready answer in this language has that shortcut.'),
    ).toBeInTheDocument();
    expect(shortcut).toHaveValue('hello');

    await user.clear(shortcut);
    await user.type(shortcut, 'opening');
    await user.click(add);
    expect(await screen.findByRole('status')).toHaveTextContent('/opening was added.');
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: CHAT_PATHS.staffCannedAnswers,
      body: { language: 'en', shortcut: 'opening', body: 'Hi again' },
    });
    expect(await screen.findByText('/opening')).toBeInTheDocument();
    expect(shortcut).toHaveValue('');
  });

  it('edits, moves and deletes (after asking) an answer by keyboard', async () => {
    const { user } = renderWithProviders(<CannedAnswersEditor readOnly={false} />);
    await screen.findByText('/kveðja');

    screen.getByRole('button', { name: 'Breyta /takk' }).focus();
    await user.keyboard('{Enter}');
    const list = screen.getByRole('list', { name: 'Tilbúin svör (Íslenska)' });
    const shortcut = within(list).getByRole('textbox', { name: /^Flýtileið/ });
    expect(shortcut).toHaveValue('takk');
    await user.clear(shortcut);
    await user.type(shortcut, 'bless');
    await user.click(screen.getByRole('button', { name: 'Vista' }));
    expect(await screen.findByText('/bless')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { shortcut: 'bless', body: 'Takk fyrir spjallið.' },
    });

    // The first cannot go up; the second goes up, and the order is sent whole.
    expect(screen.getByRole('button', { name: 'Færa /kveðja upp' })).toBeDisabled();
    screen.getByRole('button', { name: 'Færa /bless upp' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        method: 'PUT',
        url: CHAT_PATHS.staffCannedAnswerOrder,
        body: { language: 'is', ids: [stored.is![0]!.id, stored.is![1]!.id] },
      }),
    );
    expect(stored.is!.map((each) => each.shortcut)).toEqual(['bless', 'kveðja']);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('.shortcut')?.textContent),
      ).toEqual(['/bless', '/kveðja']),
    );
    // At the top it cannot go further up: the focus waits on its other move button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Færa /bless niður' })).toHaveFocus(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('/bless var fært.');

    await user.click(screen.getByRole('button', { name: 'Eyða /kveðja' }));
    expect(screen.getByText('Eyða /kveðja fyrir fullt og allt?')).toBeInTheDocument();
    expect(requests.filter((each) => each.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Já, eyða' }));
    await waitFor(() => expect(screen.queryByText('/kveðja')).not.toBeInTheDocument());
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE' });
  });

  it('shows read-only staff the answers with nothing that changes them', async () => {
    renderWithProviders(<CannedAnswersEditor readOnly />, { language: 'en' });
    expect(await screen.findByText('/hello')).toBeInTheDocument();
    expect(screen.getByText(/You have read access and cannot change them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Move|Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('colleagues’ queues', () => {
  const agents: ChatAgent[] = [
    { username: 'sigga', name: 'Sigríður', online: true, queues: ['individuals', 'claims'] },
    { username: 'stjori', name: 'Steinunn', online: false, queues: [] },
  ];
  let puts: { username: string; body: unknown }[];
  beforeEach(() => {
    puts = [];
    server.use(
      http.get(CHAT_PATHS.staffAgents, () => HttpResponse.json({ agents })),
      http.put(`${CHAT_PATHS.staffAgents}:username/queues/`, async ({ request, params }) => {
        const body = (await request.json()) as { queues: string[] };
        puts.push({ username: String(params.username), body });
        const agent = agents.find((each) => each.username === params.username)!;
        return HttpResponse.json({ ...agent, queues: body.queues });
      }),
    );
  });

  it('is offered to Admins in the console', async () => {
    const { user } = renderWithProviders(
      <ChatConsoleScreen language="en" readOnly={false} isAdmin />,
      { language: 'en' },
    );
    await user.click(await screen.findByRole('button', { name: "Colleagues' queues" }));
    expect(await screen.findByRole('group', { name: 'Sigríður (on duty)' })).toBeInTheDocument();
  });

  it('lists every agent, on duty or away, and saves a ticked queue at once', async () => {
    const { user } = renderWithProviders(<AgentQueuesPanel />, { language: 'en' });
    const sigga = await screen.findByRole('group', { name: 'Sigríður (on duty)' });
    const steinunn = screen.getByRole('group', { name: 'Steinunn (away)' });
    expect(within(sigga).getByRole('checkbox', { name: 'Claims' })).toBeChecked();
    expect(within(sigga).getByRole('checkbox', { name: 'Businesses' })).not.toBeChecked();
    expect(
      screen.getByText('Answers no queue: gets no chats and does not count as on duty.'),
    ).toBeInTheDocument();

    await user.click(within(steinunn).getByRole('checkbox', { name: 'Businesses' }));
    await waitFor(() =>
      expect(puts).toEqual([{ username: 'stjori', body: { queues: ['businesses'] } }]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Steinunn now answers: Businesses.',
    );
    expect(within(steinunn).getByRole('checkbox', { name: 'Businesses' })).toBeChecked();

    // Unticking keeps the others, in the usual order.
    await user.click(within(sigga).getByRole('checkbox', { name: 'Individuals' }));
    await waitFor(() =>
      expect(puts.at(-1)).toEqual({ username: 'sigga', body: { queues: ['claims'] } }),
    );
  });

  it('says why when the server refuses, and shows the queues as they were', async () => {
    server.use(
      http.put(`${CHAT_PATHS.staffAgents}:username/queues/`, () =>
        HttpResponse.json({ status: 403, errorCode: 'AdminOnly', message: 'no' }, { status: 403 }),
      ),
    );
    const { user } = renderWithProviders(<AgentQueuesPanel />);
    const sigga = await screen.findByRole('group', { name: 'Sigríður (á vakt)' });
    await user.click(within(sigga).getByRole('checkbox', { name: 'Fyrirtæki' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aðeins stjórnendur mega gera þetta.',
    );
    expect(within(sigga).getByRole('checkbox', { name: 'Fyrirtæki' })).not.toBeChecked();
  });
});
