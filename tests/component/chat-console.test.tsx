import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_PATHS, type ChatConversation } from '../../src/domain/api/chat';
import { ChatConsoleScreen } from '../../src/features/portal/chat-console/chat-console-screen';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { server } from './api-stubs';
import { renderWithProviders } from './render';

vi.mock('../../src/features/auth', () => ({
  useAuth: () => ({
    getAccessToken: getToken,
    user: { preferred_username: 'sigga' },
  }),
}));
const getToken = async () => 'staff-access-token';

/** Stands in for the browser's WebSocket: keeps what the console sends. */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  static last: FakeSocket | undefined;
  readonly OPEN = 1;
  readyState = 0;
  readonly sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    }, 0);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
}

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
afterEach(() => vi.unstubAllGlobals());

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
    const take = await screen.findByRole('button', { name: 'Taka við spjalli frá Gestur Jónsson' });
    expect(take).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tjón' })).toBeInTheDocument();
    expect(screen.getByText('gestur@example.is · Óstaðfest')).toBeInTheDocument();
    await waitFor(() =>
      expect(FakeSocket.last?.sent[0]).toEqual({
        type: 'hello',
        accessToken: 'staff-access-token',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ég tek við spjalli' }));
    await waitFor(() => expect(presence).toEqual([{ available: true }]));
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
