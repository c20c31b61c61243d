import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversation, StaffChatConversation } from '../../src/domain/api/chat';
import { CHAT_PATHS } from '../../src/domain/api/chat-paths';
import { ChatConsoleScreen } from '../../src/features/staff/chat-console/chat-console-screen';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { server } from './api-stubs';
import { fakeSocketClass } from './fake-socket';
import { renderWithProviders } from './render';

// The console reaches the portal's parts through its index, which uses the rest of sign-in.
vi.mock('../../src/features/shared/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAuth: () => ({
    getAccessToken: getToken,
    user: { preferred_username: 'sigga' },
  }),
}));
const getToken = async () => 'staff-access-token';

const FakeSocket = fakeSocketClass();

const waiting: ChatConversation = {
  id: '6f1c2a4e-0000-4000-8000-0000000c4a71',
  queue: 'claims',
  status: 'waiting',
  name: 'Gestur Jónsson',
  email: 'gestur@example.is',
  verified: false,
  language: 'is',
  agentName: null,
  assignee: null,
  rating: null,
  caseNumber: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  marks: { customerDelivered: null, customerRead: null, agentDelivered: null, agentRead: null },
};

beforeAll(() => ensurePortalTexts());
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  server.use(
    http.get(CHAT_PATHS.staffConsole, () =>
      HttpResponse.json({ available: false, conversations: [waiting] }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the chat console', () => {
  it('says hello on the chat socket with the staff access token and lists who waits per queue', async () => {
    const presence: unknown[] = [];
    server.use(
      http.put(CHAT_PATHS.staffPresence, async ({ request }) => {
        presence.push(await request.json());
        return HttpResponse.json({ available: true });
      }),
    );
    const { user } = renderWithProviders(<ChatConsoleScreen language="is" readOnly={false} />);
    const take = await screen.findByRole('button', { name: 'Taka við spjalli: Gestur Jónsson' });
    expect(take).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tjón' })).toBeInTheDocument();
    expect(screen.getByText('gestur@example.is · Óstaðfest')).toBeInTheDocument();
    await waitFor(() =>
      expect(FakeSocket.last?.frames()[0]).toEqual({
        type: 'hello',
        accessToken: 'staff-access-token',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ég tek við spjalli' }));
    await waitFor(() => expect(presence).toEqual([{ available: true }]));
  });

  it('shows the agent’s own queues first, each conversation’s queue, and changes membership', async () => {
    const business: ChatConversation = {
      ...waiting,
      id: '6f1c2a4e-0000-4000-8000-00000000b001',
      queue: 'businesses',
      name: 'Fyrirtæki ehf.',
    };
    const presence: unknown[] = [];
    server.use(
      http.get(CHAT_PATHS.staffConsole, () =>
        HttpResponse.json({
          available: true,
          autoAssign: false,
          queues: ['claims'],
          conversations: [waiting, business],
        }),
      ),
      http.put(CHAT_PATHS.staffPresence, async ({ request }) => {
        presence.push(await request.json());
        return HttpResponse.json({
          available: true,
          autoAssign: false,
          queues: ['businesses', 'claims'],
        });
      }),
    );
    const { user } = renderWithProviders(<ChatConsoleScreen language="en" readOnly={false} />, {
      language: 'en',
    });
    const claims = await screen.findByRole('region', { name: 'Claims' });
    const businesses = screen.getByRole('region', { name: 'Businesses' });
    // Claims, the agent's queue, comes first, though businesses is first in the usual order.
    expect(
      claims.compareDocumentPosition(businesses) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(businesses).getByText(/Not one of your queues/)).toBeInTheDocument();
    expect(within(claims).queryByText(/Not one of your queues/)).not.toBeInTheDocument();
    expect(within(businesses).getByText('Queue: Businesses')).toBeInTheDocument();

    const choice = screen.getByRole('group', { name: 'Queues I answer' });
    expect(within(choice).getByRole('checkbox', { name: 'Claims' })).toBeChecked();
    expect(within(choice).getByRole('checkbox', { name: 'Individuals' })).not.toBeChecked();
    await user.click(within(choice).getByRole('checkbox', { name: 'Businesses' }));
    await waitFor(() =>
      expect(presence).toEqual([{ available: true, queues: ['businesses', 'claims'] }]),
    );
  });

  it('keeps an available agent available when they press "taking chats" again', async () => {
    const presence: unknown[] = [];
    server.use(
      http.get(CHAT_PATHS.staffConsole, () =>
        HttpResponse.json({ available: true, autoAssign: false, conversations: [] }),
      ),
      http.put(CHAT_PATHS.staffPresence, async ({ request }) => {
        presence.push(await request.json());
        return HttpResponse.json({ available: true, autoAssign: false, queues: ['claims'] });
      }),
    );
    const { user } = renderWithProviders(<ChatConsoleScreen language="en" readOnly={false} />, {
      language: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'I am taking chats' }));
    await waitFor(() => expect(presence).toEqual([{ available: true }]));
    expect(screen.getByText('You are on duty and taking chats.')).toBeInTheDocument();
  });

  it('says the agent is available as soon as the server agrees, whatever an older read said', async () => {
    let reads = 0;
    let releaseHeldReads = (): void => {};
    const heldReads = new Promise<void>((resolve) => {
      releaseHeldReads = resolve;
    });
    server.use(
      http.get(CHAT_PATHS.staffConsole, async () => {
        // The first read answers at once; later ones stay on the wire, as a slow answer would.
        if (++reads > 1) await heldReads;
        return HttpResponse.json({ available: false, autoAssign: false, conversations: [] });
      }),
      http.put(CHAT_PATHS.staffPresence, () =>
        HttpResponse.json({ available: true, autoAssign: false, queues: ['claims'] }),
      ),
    );
    const { user } = renderWithProviders(<ChatConsoleScreen language="en" readOnly={false} />, {
      language: 'en',
    });
    expect(await screen.findByText(/^You are away/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am taking chats' }));
    expect(await screen.findByText('You are on duty and taking chats.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am taking chats' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    releaseHeldReads();
  });

  it('lets read-only staff read but offers nothing that answers or takes', async () => {
    renderWithProviders(<ChatConsoleScreen language="en" readOnly />, { language: 'en' });
    expect(await screen.findByText(/You have read access/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Read the conversation with Gestur Jónsson' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Take the chat/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I am taking chats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('the chat console, answering', () => {
  const mine: ChatConversation = {
    ...waiting,
    id: '22222222-2222-4222-8222-222222222222',
    status: 'active',
    language: 'en',
    assignee: 'sigga',
    agentName: 'Sigríður',
  };
  const customerMessage = {
    id: '41',
    conversationId: mine.id,
    clientId: 'c-1',
    author: 'customer' as const,
    authorName: 'Gestur Jónsson',
    body: 'Hello there',
    createdAt: '2026-11-30T10:01:00.000Z',
    attachment: null,
  };
  const agentMessage = {
    ...customerMessage,
    id: '42',
    clientId: 'a-1',
    author: 'agent' as const,
    authorName: 'Sigríður',
    body: 'Good day',
  };
  const cannedLanguages: string[] = [];
  const transfers: unknown[] = [];

  beforeEach(() => {
    cannedLanguages.length = 0;
    transfers.length = 0;
    server.use(
      http.get(CHAT_PATHS.staffConsole, () =>
        HttpResponse.json({ available: true, autoAssign: false, conversations: [mine] }),
      ),
      http.get(`${CHAT_PATHS.staffConsole}${mine.id}/`, () =>
        HttpResponse.json({ conversation: mine, messages: [customerMessage, agentMessage] }),
      ),
      http.get(CHAT_PATHS.staffCannedAnswers, ({ request }) => {
        const lang = new URL(request.url).searchParams.get('lang') ?? '';
        cannedLanguages.push(lang);
        return HttpResponse.json({
          answers: [
            { id: '00000000-0000-4000-8000-000000000001', shortcut: 'hello', body: 'Hello!' },
            { id: '00000000-0000-4000-8000-000000000002', shortcut: 'moment', body: 'One moment.' },
            { id: '00000000-0000-4000-8000-000000000003', shortcut: 'thanks', body: 'Thanks.' },
          ],
        });
      }),
      http.get(CHAT_PATHS.staffAgents, () =>
        HttpResponse.json({
          agents: [
            { username: 'sigga', name: 'Sigríður', online: true },
            { username: 'stjori', name: 'Steinunn', online: false },
          ],
        }),
      ),
      http.post(`${CHAT_PATHS.staffConsole}${mine.id}/transfer/`, async ({ request }) => {
        const to = (await request.json()) as { agent?: string; queue?: string };
        transfers.push(to);
        return HttpResponse.json(
          to.agent
            ? { ...mine, assignee: 'stjori', agentName: 'Steinunn' }
            : { ...mine, status: 'waiting', assignee: null, agentName: null, queue: 'claims' },
        );
      }),
    );
  });

  const frame = (data: unknown) =>
    FakeSocket.last!.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));

  it('opens the ready answers with "/", in the conversation’s language, and inserts one to edit', async () => {
    const { user } = renderWithProviders(<ChatConsoleScreen language="en" readOnly={false} />, {
      language: 'en',
    });
    const reply = await screen.findByLabelText('Reply to Gestur Jónsson');
    await user.type(reply, '/');
    const list = await screen.findByRole('listbox', { name: 'Ready answers' });
    expect(cannedLanguages).toEqual(['en']);
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    await user.type(reply, 'm');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['/moment One moment.']);
    await user.keyboard('{Backspace}{ArrowDown}{ArrowDown}');
    expect(reply).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-2$/));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(reply).toHaveValue('One moment.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Edited before it goes; Escape closes the list and leaves the "/" as typed.
    await user.type(reply, ' Checking now.');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(FakeSocket.last?.frames()).toContainEqual(
        expect.objectContaining({ type: 'message', body: 'One moment. Checking now.' }),
      ),
    );
    await user.type(reply, '/');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(reply).toHaveValue('/');
  });

  it('marks the visitor’s messages delivered and read, and shows how far its own reply got', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    renderWithProviders(<ChatConsoleScreen language="is" readOnly={false} />);
    const log = await screen.findByRole('log', { name: 'Samtal: Gestur Jónsson' });
    await within(log).findByText(/Good day/);
    await waitFor(() => expect(FakeSocket.last?.frames()[0]).toMatchObject({ type: 'hello' }));
    frame({ type: 'ready' });
    await waitFor(() =>
      expect(FakeSocket.last?.frames()).toContainEqual({
        type: 'marks',
        conversationId: mine.id,
        read: '41',
      }),
    );
    expect(within(log).getByText('Sent')).toBeInTheDocument();
    frame({
      type: 'marks',
      conversationId: mine.id,
      marks: { ...mine.marks, customerDelivered: '42' },
    });
    expect(await within(log).findByText('Móttekið')).toBeInTheDocument();
    frame({
      type: 'marks',
      conversationId: mine.id,
      marks: { ...mine.marks, customerDelivered: '42', customerRead: '42' },
    });
    expect(await within(log).findByText('Lesið')).toBeInTheDocument();
  });

  it('refuses a file that is neither a picture nor a PDF with its reason, keeping the words', async () => {
    const { user } = renderWithProviders(<ChatConsoleScreen language="en" readOnly={false} />, {
      language: 'en',
    });
    const reply = await screen.findByLabelText('Reply to Gestur Jónsson');
    await user.type(reply, 'Here is the form');
    const input = screen.getByLabelText<HTMLInputElement>('Attach a picture or PDF', {
      selector: 'input',
    });
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'setup.exe cannot be sent: only pictures (JPEG, PNG, WebP, HEIC) and PDF files.',
    );
    expect(reply).toHaveValue('Here is the form');
  });

  it('transfers the conversation to a colleague', async () => {
    const { user } = renderWithProviders(<ChatConsoleScreen language="en" readOnly={false} />, {
      language: 'en',
    });
    const select = await screen.findByLabelText('Transfer the conversation');
    await screen.findByRole('option', { name: 'Steinunn (away)' });
    expect(screen.queryByRole('option', { name: /Sigríður/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'agent:stjori');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transfers).toEqual([{ agent: 'stjori' }]));
    expect(await screen.findByText('Transferred to Steinunn.')).toBeInTheDocument();
    await user.selectOptions(select, 'queue:claims');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transfers).toEqual([{ agent: 'stjori' }, { queue: 'claims' }]));
    expect(await screen.findByText('Back in the queue: Claims.')).toBeInTheDocument();
  });
});

describe('the chat console, a signed-in customer', () => {
  const verified: StaffChatConversation = {
    ...waiting,
    id: '33333333-3333-4333-8333-333333333333',
    status: 'active',
    verified: true,
    assignee: 'sigga',
    agentName: 'Sigríður',
    name: 'Anna Jónsdóttir',
    kennitala: '1201603389',
  };
  beforeEach(() => {
    server.use(
      http.get(CHAT_PATHS.staffCannedAnswers, () => HttpResponse.json({ answers: [] })),
      http.get(CHAT_PATHS.staffAgents, () => HttpResponse.json({ agents: [] })),
    );
  });

  it('shows who the customer is and offers to act for them, with the kennitala', async () => {
    server.use(
      http.get(CHAT_PATHS.staffConsole, () =>
        HttpResponse.json({
          available: true,
          autoAssign: false,
          conversations: [verified, { ...waiting, kennitala: null }],
        }),
      ),
      http.get(`${CHAT_PATHS.staffConsole}${verified.id}/`, () =>
        HttpResponse.json({ conversation: verified, messages: [] }),
      ),
    );
    const onActFor = vi.fn();
    const { user } = renderWithProviders(
      <ChatConsoleScreen language="en" readOnly={false} onActFor={onActFor} />,
      { language: 'en' },
    );
    const panel = await screen.findByRole('region', {
      name: 'Conversation with Anna Jónsdóttir',
    });
    expect(within(panel).getByText('Kennitala: 120160-3389')).toBeInTheDocument();
    // Only the verified customer's panel offers it; the unverified visitor waiting has none.
    const act = screen.getAllByRole('button', { name: 'Act for this customer' });
    expect(act).toHaveLength(1);
    expect(panel).toContainElement(act[0]!);
    await user.click(act[0]!);
    expect(onActFor).toHaveBeenCalledWith('1201603389');
  });

  it('offers no acting for an unverified visitor even if a kennitala came along', async () => {
    const typed = { ...verified, verified: false };
    server.use(
      http.get(CHAT_PATHS.staffConsole, () =>
        HttpResponse.json({ available: true, autoAssign: false, conversations: [typed] }),
      ),
      http.get(`${CHAT_PATHS.staffConsole}${typed.id}/`, () =>
        HttpResponse.json({ conversation: typed, messages: [] }),
      ),
    );
    renderWithProviders(<ChatConsoleScreen language="is" readOnly={false} onActFor={vi.fn()} />);
    await screen.findByRole('region', { name: 'Samtal: Anna Jónsdóttir' });
    expect(
      screen.queryByRole('button', { name: 'Skoða síður þessa viðskiptavinar' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/120160-3389/)).not.toBeInTheDocument();
  });
});
