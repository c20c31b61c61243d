import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, FormAlert } from '../../../components';
import type {
  ChatMarks,
  ChatMessage,
  ChatStaffServerFrame,
  StaffChatConversation,
} from '../../../domain/api/chat';
import {
  CHAT_AGENT_HEARTBEAT_MS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_QUEUES,
  isChatQueue,
  type ChatQueue,
} from '../../../domain/chat';
import { formatKennitala, formatTime } from '../../../domain/format';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { useAuth } from '../../shared/auth';
import {
  ChatConnection,
  compareMessageIds,
  lastFrom,
  lastMessageState,
  newClientId,
  useReadMarks,
  type ConnectionState,
  type MarksToSend,
} from '../../../lib/chat';
import { ChatAttachmentView, useChatFilePicker } from '../../../components/chat';
import { AgentQueuesPanel } from './agent-queues-panel';
import { useCannedAnswers } from './canned-answers';
import { CannedAnswersEditor } from './canned-answers-editor';
import { ScreenError, ScreenHeader, ScreenLoading } from '../../portal';
import {
  chatConsoleKeys,
  loadChatFile,
  sendChatFile,
  useCannedAnswerList,
  useChatAgents,
  useChatConsole,
  useChatConversation,
  useConversationAction,
  useSetPresence,
  useTransfer,
} from './api';
import { theme } from '../../../components/theme';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 992px) {
    grid-template-columns: minmax(16rem, 1fr) minmax(0, 2fr);
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  li {
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${theme.space(1)};
  }
`;

const Panels = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

const Panel = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: ${theme.space(3)};
  min-width: 0;
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.05rem;
  }
`;

const LogBox = styled.div`
  margin: ${theme.space(2)} 0;
  max-height: 20rem;
  overflow-y: auto;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
  li {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .who {
    font-weight: 700;
  }
  .state {
    display: block;
    font-size: 0.85rem;
    color: ${theme.colors.textMuted};
  }
`;

const Reply = styled.textarea`
  display: block;
  width: 100%;
  min-height: 4rem;
  padding: ${theme.space(2)};
  font: inherit;
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radius};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const QueueChoice = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  legend {
    font-weight: 700;
    margin-bottom: ${theme.space(1)};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
`;

type Pending = { clientId: string; conversationId: string; body: string };

function byId(list: ChatMessage[]): ChatMessage[] {
  return [...new Map(list.map((message) => [message.id, message])).values()].sort((a, b) =>
    compareMessageIds(a.id, b.id),
  );
}

function Who({
  conversation,
  onActFor,
}: {
  conversation: StaffChatConversation;
  /** Opens the staff acting for this signed-in customer (the reason still to be given). */
  onActFor?: (kennitala: string) => void;
}) {
  const { t } = useTranslation();
  const { kennitala } = conversation;
  return (
    <>
      <p>
        {conversation.email} ·{' '}
        {conversation.verified ? t('chatConsole|verified') : t('chatConsole|unverified')}
      </p>
      {conversation.verified && kennitala && (
        <p>{t('chatConsole|kennitalaIs', { kennitala: formatKennitala(kennitala) })}</p>
      )}
      <p>{t('chatConsole|queueIs', { queue: t(`chat|queue_${conversation.queue}`) })}</p>
      {conversation.verified && kennitala && onActFor && (
        <Row>
          <Button variant="secondary" onClick={() => onActFor(kennitala)}>
            {t('chatConsole|actFor')}
          </Button>
        </Row>
      )}
    </>
  );
}

function TransferForm({ conversation, me }: { conversation: StaffChatConversation; me: string }) {
  const { t, i18n } = useTranslation();
  const agents = useChatAgents(true);
  const transfer = useTransfer();
  const [target, setTarget] = useState('');
  const selectId = `transfer-${conversation.id}`;
  const colleagues = (agents.data?.agents ?? []).filter((agent) => agent.username !== me);

  function submit(event: FormEvent) {
    event.preventDefault();
    const [kind, value] = target.split(':', 2);
    if (!value) return;
    transfer.mutate({
      id: conversation.id,
      to: kind === 'queue' && isChatQueue(value) ? { queue: value } : { agent: value },
    });
  }

  return (
    <form onSubmit={submit}>
      <label htmlFor={selectId}>{t('chatConsole|transferLabel')}</label>
      <Row>
        <select id={selectId} value={target} onChange={(event) => setTarget(event.target.value)}>
          <option value="">{t('chatConsole|transferChoose')}</option>
          <optgroup label={t('chatConsole|transferAgents')}>
            {colleagues.map((agent) => (
              <option key={agent.username} value={`agent:${agent.username}`}>
                {agent.online
                  ? t('chatConsole|agentOnline', { name: agent.name })
                  : t('chatConsole|agentAway', { name: agent.name })}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('chatConsole|transferQueues')}>
            {CHAT_QUEUES.map((queue) => (
              <option key={queue} value={`queue:${queue}`}>
                {t(`chat|queue_${queue}`)}
              </option>
            ))}
          </optgroup>
        </select>
        <Button type="submit" variant="secondary" disabled={target === '' || transfer.isPending}>
          {t('chatConsole|transfer')}
        </Button>
      </Row>
      {transfer.isSuccess && (
        <p role="status">
          {transfer.data.assignee
            ? t('chatConsole|transferredTo', { name: transfer.data.agentName ?? '' })
            : t('chatConsole|transferredToQueue', {
                queue: t(`chat|queue_${transfer.data.queue}`),
              })}
        </p>
      )}
      {transfer.isError && (
        <FormAlert role="alert">
          {t('chatConsole|error', { message: errorMessage(transfer.error, i18n) })}
        </FormAlert>
      )}
    </form>
  );
}

function ConversationPanel({
  conversation,
  marks,
  live,
  pending,
  canAnswer,
  connected,
  me,
  typing,
  onSend,
  onMarks,
  onClose,
  onActFor,
}: {
  conversation: StaffChatConversation;
  marks: ChatMarks;
  live: ChatMessage[];
  pending: Pending[];
  canAnswer: boolean;
  connected: boolean;
  me: string;
  typing: boolean;
  onSend: (conversationId: string, body: string) => void;
  onMarks: (conversationId: string, marks: MarksToSend) => boolean;
  onClose: () => void;
  onActFor?: (kennitala: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'is';
  const detail = useChatConversation(conversation.id);
  const end = useConversationAction('end');
  const answers = useCannedAnswerList(conversation.language);
  const [draft, setDraft] = useState('');
  const [uploaded, setUploaded] = useState<ChatMessage[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const messages = useMemo(
    () => byId([...(detail.data?.messages ?? []), ...live, ...uploaded]),
    [detail.data, live, uploaded],
  );
  const headingId = `chat-panel-${conversation.id}`;
  const replyId = `reply-${conversation.id}`;
  const open = conversation.status !== 'ended';
  const canned = useCannedAnswers(replyId, draft, answers.data?.answers ?? [], (body) => {
    setDraft(body);
    replyRef.current?.focus();
  });
  // Only the agent who has the conversation tells the visitor it was delivered and read.
  useReadMarks(canAnswer && open ? lastFrom(messages, 'customer') : null, connected, true, (next) =>
    onMarks(conversation.id, next),
  );
  const mine = lastMessageState(messages, 'agent', marks);
  const files = useChatFilePicker({
    language,
    onError: setFileError,
    upload: async (file) => {
      const message = await sendChatFile(conversation.id, file, draft.trim());
      setUploaded((list) => [...list, message]);
      setDraft('');
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = draft.trim();
    if (body === '') return;
    onSend(conversation.id, body);
    setDraft('');
  }

  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('chatConsole|conversationWith', { name: conversation.name })}</h3>
      <Who conversation={conversation} onActFor={onActFor} />
      <LogBox
        aria-label={t('chatConsole|conversationWith', { name: conversation.name })}
        role="log"
        tabIndex={0}
      >
        <Log>
          {messages.map((message) => (
            <li key={message.id}>
              <span className="who">{message.authorName}</span> ({formatTime(message.createdAt)}):{' '}
              {message.attachment && (
                <ChatAttachmentView
                  attachment={message.attachment}
                  language={language}
                  load={() => loadChatFile(conversation.id, message.id)}
                />
              )}
              {message.body}
              {mine?.id === message.id && (
                <span className="state">{t(`chat|state_${mine.state}`)}</span>
              )}
            </li>
          ))}
          {pending
            .filter((item) => !messages.some((message) => message.clientId === item.clientId))
            .map((item) => (
              <li key={item.clientId}>
                <span className="who">{t('chatConsole|sending')}</span> {item.body}
              </li>
            ))}
        </Log>
      </LogBox>
      <p aria-live="polite">
        {typing ? t('chatConsole|customerTyping', { name: conversation.name }) : ''}
      </p>
      {!open ? (
        <p role="status">{t('chatConsole|ended', { caseNumber: conversation.caseNumber ?? '' })}</p>
      ) : (
        canAnswer && (
          <>
            <form onSubmit={submit}>
              <label htmlFor={replyId}>
                {t('chatConsole|replyLabel', { name: conversation.name })}
              </label>
              <p id={`${replyId}-hint`}>{t('chatConsole|cannedHint')}</p>
              <Reply
                ref={replyRef}
                id={replyId}
                aria-describedby={`${replyId}-hint`}
                value={draft}
                maxLength={CHAT_MESSAGE_MAX_LENGTH}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (canned.onKeyDown(event)) return;
                  if (event.key === 'Enter' && !event.shiftKey) submit(event);
                }}
                {...canned.inputProps}
              />
              {canned.list}
              {files.input}
              {files.status}
              {fileError && <FormAlert role="alert">{fileError}</FormAlert>}
              <Row>
                <Button type="submit">{t('chatConsole|send')}</Button>
                {files.button}
                <Button
                  variant="secondary"
                  disabled={end.isPending}
                  onClick={() => end.mutate(conversation.id)}
                >
                  {t('chatConsole|end')}
                </Button>
              </Row>
            </form>
            <TransferForm conversation={conversation} me={me} />
          </>
        )
      )}
      {end.isError && (
        <FormAlert role="alert">
          {t('chatConsole|error', { message: errorMessage(end.error, i18n) })}
        </FormAlert>
      )}
      <Row>
        <Button variant="link" onClick={onClose}>
          {t('chatConsole|close')}
        </Button>
      </Row>
    </Panel>
  );
}

/**
 * The staff console for the live chat: availability, the waiting conversations per queue, the
 * agent's own conversations side by side, answered in real time over the chat socket. Read-only
 * staff see everything and the controls that change anything are left out (the server refuses
 * them too).
 */
export function ChatConsoleScreen({
  readOnly,
  isAdmin = false,
  onActFor,
}: {
  language: Language;
  readOnly: boolean;
  /** Admins also set the queues each colleague answers. */
  isAdmin?: boolean;
  /** Takes the agent to the staff home with this customer looked up, to act for them. */
  onActFor?: (kennitala: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { getAccessToken, user } = useAuth();
  const me = String(user?.preferred_username ?? '');
  const queryClient = useQueryClient();
  const consoleQuery = useChatConsole();
  const presence = useSetPresence();
  const take = useConversationAction('take');
  const [open, setOpen] = useState<string[]>([]);
  const [tool, setTool] = useState<'canned' | 'agents' | null>(null);
  const [latest, setLatest] = useState<Record<string, StaffChatConversation>>({});
  const meRef = useRef(me);
  meRef.current = me;
  const [live, setLive] = useState<Record<string, ChatMessage[]>>({});
  const [pending, setPending] = useState<Pending[]>([]);
  const [typing, setTyping] = useState<Record<string, boolean>>({});
  const [marks, setMarks] = useState<Record<string, ChatMarks>>({});
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [sendError, setSendError] = useState<string | null>(null);
  const socket = useRef<ChatConnection<ChatStaffServerFrame> | null>(null);
  const pendingRef = useRef<Pending[]>([]);
  const tokenRef = useRef<string>('');

  const updatePending = useCallback((next: Pending[]) => {
    pendingRef.current = next;
    setPending(next);
  }, []);

  const onFrame = useCallback(
    (frame: ChatStaffServerFrame) => {
      if (frame.type === 'ready') {
        for (const item of pendingRef.current)
          socket.current?.send({
            type: 'message',
            clientId: item.clientId,
            conversationId: item.conversationId,
            body: item.body,
          });
        void queryClient.invalidateQueries({ queryKey: chatConsoleKeys.all });
      } else if (frame.type === 'message') {
        const { message } = frame;
        setLive((all) => ({
          ...all,
          [message.conversationId]: [...(all[message.conversationId] ?? []), message],
        }));
        if (message.author === 'customer')
          setTyping((all) => ({ ...all, [message.conversationId]: false }));
      } else if (frame.type === 'ack') {
        updatePending(pendingRef.current.filter((item) => item.clientId !== frame.clientId));
      } else if (frame.type === 'conversation') {
        const { conversation } = frame;
        setLatest((all) => ({ ...all, [conversation.id]: conversation }));
        // An ended conversation of one's own stays on screen, with its case number, until closed.
        if (conversation.status === 'ended' && conversation.assignee === meRef.current)
          setOpen((ids) => [...new Set([...ids, conversation.id])]);
        void queryClient.invalidateQueries({ queryKey: chatConsoleKeys.list() });
      } else if (frame.type === 'marks') {
        setMarks((all) => ({ ...all, [frame.conversationId]: frame.marks }));
      } else if (frame.type === 'typing' && frame.author === 'customer') {
        setTyping((all) => ({ ...all, [frame.conversationId]: true }));
      } else if (frame.type === 'error') {
        if (frame.clientId)
          updatePending(pendingRef.current.filter((item) => item.clientId !== frame.clientId));
        const key = `chat|error_${frame.code}`;
        setSendError(
          i18n.exists(key)
            ? t(key, { max: CHAT_MESSAGE_MAX_LENGTH })
            : i18n.exists(`errorCode|${frame.code}`)
              ? t(`errorCode|${frame.code}`)
              : t('chat|error_generic'),
        );
      }
    },
    [i18n, queryClient, t, updatePending],
  );

  useEffect(() => {
    let stopped = false;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    void getAccessToken().then((token) => {
      if (stopped) return;
      tokenRef.current = token;
      const connection = new ChatConnection<ChatStaffServerFrame>(
        () => ({ type: 'hello', accessToken: tokenRef.current }),
        onFrame,
        setConnection,
      );
      socket.current = connection;
      connection.start();
      // The console's "still here", which keeps an available agent counted as online.
      heartbeat = setInterval(() => {
        socket.current?.send({ type: 'ping' });
        void getAccessToken().then((fresh) => {
          tokenRef.current = fresh;
        });
      }, CHAT_AGENT_HEARTBEAT_MS);
    });
    return () => {
      stopped = true;
      clearInterval(heartbeat);
      socket.current?.stop();
    };
  }, [getAccessToken, onFrame]);

  const conversations = consoleQuery.data?.conversations ?? [];
  const mine = conversations.filter(
    (conversation) => conversation.status === 'active' && conversation.assignee === me,
  );
  const others = conversations.filter(
    (conversation) => conversation.status === 'active' && conversation.assignee !== me,
  );
  const waiting = conversations.filter((conversation) => conversation.status === 'waiting');
  // Mine are always shown; others' when opened to read. An ended one stays until closed.
  const shownIds = [...new Set([...mine.map((c) => c.id), ...open])];
  const known = new Map(conversations.map((conversation) => [conversation.id, conversation]));

  function send(conversationId: string, body: string) {
    const item = { clientId: newClientId(), conversationId, body };
    updatePending([...pendingRef.current, item]);
    setSendError(null);
    socket.current?.send({ type: 'message', ...item });
  }

  async function takeConversation(id: string) {
    await take.mutateAsync(id).catch(() => undefined);
    setOpen((ids) => [...new Set([...ids, id])]);
  }

  if (consoleQuery.isPending) return <ScreenLoading label={t('chatConsole|title')} />;
  if (consoleQuery.isError)
    return <ScreenError error={consoleQuery.error} onRetry={() => void consoleQuery.refetch()} />;

  const { available, autoAssign } = consoleQuery.data;
  const myQueues: readonly ChatQueue[] = consoleQuery.data.queues ?? CHAT_QUEUES;
  // The agent's own queues first; the others follow, still there to take from.
  const queueOrder = [...myQueues, ...CHAT_QUEUES.filter((queue) => !myQueues.includes(queue))];
  const toggleQueue = (queue: ChatQueue) =>
    presence.mutate({
      available,
      queues: CHAT_QUEUES.filter((each) => (each === queue) !== myQueues.includes(each)),
    });
  return (
    <>
      <ScreenHeader title={t('chatConsole|title')} intro={t('chatConsole|intro')} />
      {readOnly ? (
        <p role="status">{t('chatConsole|readOnly')}</p>
      ) : (
        <Row>
          <p role="status">
            {available ? t('chatConsole|youAreAvailable') : t('chatConsole|youAreAway')}
          </p>
          <Button
            variant={available ? 'secondary' : 'primary'}
            aria-pressed={available}
            disabled={presence.isPending}
            // Says what the agent wants, never "the opposite of what the screen last knew".
            onClick={() => presence.mutate({ available: true })}
          >
            {t('chatConsole|available')}
          </Button>
          <Button
            variant={available ? 'primary' : 'secondary'}
            aria-pressed={!available}
            disabled={presence.isPending}
            onClick={() => presence.mutate({ available: false })}
          >
            {t('chatConsole|away')}
          </Button>
          <Button
            variant="secondary"
            aria-pressed={autoAssign}
            disabled={presence.isPending}
            onClick={() => presence.mutate({ available, autoAssign: !autoAssign })}
          >
            {t('chatConsole|autoAssign')}
          </Button>
          <QueueChoice>
            <legend>{t('chatConsole|myQueues')}</legend>
            {CHAT_QUEUES.map((queue) => (
              <Checkbox
                key={queue}
                name={`chat-queue-${queue}`}
                label={t(`chat|queue_${queue}`)}
                checked={myQueues.includes(queue)}
                disabled={presence.isPending}
                onChange={() => toggleQueue(queue)}
              />
            ))}
          </QueueChoice>
        </Row>
      )}
      <Row>
        <Button
          variant="secondary"
          aria-expanded={tool === 'canned'}
          aria-controls="chat-console-tool"
          onClick={() => setTool(tool === 'canned' ? null : 'canned')}
        >
          {t('chatConsole|cannedEditorOpen')}
        </Button>
        {isAdmin && (
          <Button
            variant="secondary"
            aria-expanded={tool === 'agents'}
            aria-controls="chat-console-tool"
            onClick={() => setTool(tool === 'agents' ? null : 'agents')}
          >
            {t('chatConsole|agentQueuesOpen')}
          </Button>
        )}
      </Row>
      <div id="chat-console-tool">
        {tool === 'canned' && <CannedAnswersEditor readOnly={readOnly} />}
        {tool === 'agents' && isAdmin && <AgentQueuesPanel />}
      </div>
      {connection === 'reconnecting' && <p role="status">{t('chatConsole|reconnecting')}</p>}
      {(presence.isError || take.isError) && (
        <FormAlert role="alert">
          {t('chatConsole|error', {
            message: errorMessage(presence.error ?? take.error, i18n),
          })}
        </FormAlert>
      )}
      {sendError && <FormAlert role="alert">{sendError}</FormAlert>}
      <Columns>
        <div>
          <h2>{t('chatConsole|waitingHeading')}</h2>
          {waiting.length === 0 && <p>{t('chatConsole|noneWaiting')}</p>}
          {queueOrder.map((queue) => {
            const inQueue = waiting.filter((conversation) => conversation.queue === queue);
            if (inQueue.length === 0) return null;
            return (
              <section key={queue} aria-label={t(`chat|queue_${queue}`)}>
                <h3>
                  {t(`chat|queue_${queue}`)} ({inQueue.length})
                </h3>
                {!myQueues.includes(queue) && <p>{t('chatConsole|notMyQueue')}</p>}
                <List>
                  {inQueue.map((conversation) => (
                    <li key={conversation.id}>
                      <p>
                        <strong>{conversation.name}</strong>
                      </p>
                      <Who conversation={conversation} />
                      <p>
                        {t('chatConsole|waitingSince', {
                          time: formatTime(conversation.createdAt),
                        })}
                      </p>
                      {readOnly ? (
                        <Button
                          variant="secondary"
                          onClick={() => setOpen((ids) => [...new Set([...ids, conversation.id])])}
                        >
                          {t('chatConsole|read', { name: conversation.name })}
                        </Button>
                      ) : (
                        <Button
                          disabled={take.isPending}
                          onClick={() => void takeConversation(conversation.id)}
                        >
                          {t('chatConsole|take', { name: conversation.name })}
                        </Button>
                      )}
                    </li>
                  ))}
                </List>
              </section>
            );
          })}
          {others.length > 0 && (
            <>
              <h2>{t('chatConsole|othersHeading')}</h2>
              <List>
                {others.map((conversation) => (
                  <li key={conversation.id}>
                    <p>
                      <strong>{conversation.name}</strong> ·{' '}
                      {t('chatConsole|with', { name: conversation.agentName ?? '' })}
                    </p>
                    <Button
                      variant="secondary"
                      onClick={() => setOpen((ids) => [...new Set([...ids, conversation.id])])}
                    >
                      {t('chatConsole|read', { name: conversation.name })}
                    </Button>
                  </li>
                ))}
              </List>
            </>
          )}
        </div>
        <div>
          <h2>{t('chatConsole|mineHeading')}</h2>
          {shownIds.length === 0 && <p>{t('chatConsole|noneMine')}</p>}
          <Panels>
            {shownIds.map((id) => {
              const last = latest[id];
              const conversation = last?.status === 'ended' ? last : (known.get(id) ?? last);
              if (!conversation) return null;
              return (
                <ConversationPanel
                  key={id}
                  conversation={conversation}
                  marks={marks[id] ?? conversation.marks}
                  live={live[id] ?? []}
                  pending={pending.filter((item) => item.conversationId === id)}
                  canAnswer={!readOnly && conversation.assignee === me}
                  connected={connection === 'open'}
                  me={me}
                  typing={typing[id] ?? false}
                  onSend={send}
                  onMarks={(conversationId, next) =>
                    socket.current?.send({ type: 'marks', conversationId, ...next }) ?? false
                  }
                  onClose={() => setOpen((ids) => ids.filter((other) => other !== id))}
                  onActFor={onActFor}
                />
              );
            })}
          </Panels>
        </div>
      </Columns>
    </>
  );
}
