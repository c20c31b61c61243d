import { useTranslation } from 'react-i18next';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { Button, FormAlert, RadioGroup, TextField, VisuallyHidden } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import {
  type ChatConversation,
  type ChatMessage,
  type ChatServerFrame,
} from '../../../domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../../domain/api/chat-paths';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_QUEUES, type ChatQueue } from '../../../domain/chat';
import { isValidEmail } from '../../../domain/email';
import { ApiError, callForFile, errorMessage, sendFormWithFiles } from '../../../lib/api';
import { addTranslationGroups, type Language } from '../../../lib/i18n';
import { hasSignedInCookie } from '../navigation';
import {
  endChat,
  fetchAvailability,
  fetchConversation,
  mailChatTranscript,
  rateChat,
  sendOfflineMessage,
  startChat,
} from './api';
import {
  chatFileForm,
  compareMessageIds,
  lastFrom,
  lastMessageState,
  newClientId,
  useReadMarks,
  VisitorChatLink,
  type ChatTransport,
  type ConnectionState,
} from '../../../lib/chat';
import { ChatAttachmentView, useChatFilePicker } from '../../../components/chat';
import {
  cleanupSnippetStorage,
  markChatWidgetReady,
  readStoredChat,
  writeStoredChat,
  type PendingMessage,
  type StoredChat,
} from './chat-storage';
import en from '../../../../locales/en/chat.json';
import is from '../../../../locales/is/chat.json';
import { theme } from '../../../components/theme';

addTranslationGroups({ is: { chat: is }, en: { chat: en } });

const LogBox = styled.div`
  margin: 0 0 ${theme.space(3)};
  max-height: min(50vh, 24rem);
  overflow-y: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${theme.space(2)};
  display: grid;
  gap: ${theme.space(2)};
`;

const Bubble = styled.li<{ $mine: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-width: 85%;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.brand : theme.colors.border)};
  color: ${({ $mine }) => ($mine ? '#fff' : 'inherit')};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  .who,
  .state {
    display: block;
    font-size: 0.8rem;
    font-weight: 700;
  }
  .state {
    font-weight: 400;
    text-align: end;
  }
`;

const Compose = styled.textarea`
  display: block;
  width: 100%;
  min-height: 4.5rem;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radius};
  font: inherit;
  resize: vertical;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
`;

const Note = styled.p`
  margin: 0 0 ${theme.space(3)};
`;

type Contact = { queue: ChatQueue; name: string; email: string; message: string };
type Step =
  | { kind: 'loading' }
  | { kind: 'start' }
  | { kind: 'offline' }
  | { kind: 'offlineSent'; caseNumber: string }
  | { kind: 'talk' }
  | { kind: 'ended' };

function queueLabelKey(queue: ChatQueue) {
  return `chat|queue_${queue}` as const;
}

function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareMessageIds(a.id, b.id));
}

/** The signed-in customer's name and e-mail, and a token proving them, when the cookie says so. */
async function signedInVisitor(
  language: Language,
): Promise<{ name: string; email: string; token: string } | null> {
  if (!hasSignedInCookie(document.cookie)) return null;
  try {
    const { loadAuthClient } = await import('../../shared/auth');
    const client = await loadAuthClient(language);
    const token: unknown = await client.getTokenSilently();
    if (typeof token !== 'string') return null;
    const user = await client.getUser();
    return { name: String(user?.name ?? ''), email: String(user?.email ?? ''), token };
  } catch {
    return null;
  }
}

/**
 * The live chat inside the assistance panel, loaded only when the chat is opened. A visitor picks
 * a queue and gives a name and e-mail (a signed-in customer's come from the account), then talks
 * over a socket that reconnects by itself; the conversation is kept in the tab's session storage
 * so it survives page changes and reloads. With nobody to answer, the words become an inquiry.
 */
export default function ChatWidget({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [contact, setContact] = useState<Contact>({
    queue: 'individuals',
    name: '',
    email: '',
    message: '',
  });
  const [touched, setTouched] = useState(false);
  const [verified, setVerified] = useState<{ token: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [overHttp, setOverHttp] = useState(false);
  const [agentTyping, setAgentTyping] = useState(false);
  const [frameError, setFrameError] = useState<string | null>(null);
  const [rating, setRating] = useState('');
  const [rated, setRated] = useState<number | null>(null);
  const [transcriptSent, setTranscriptSent] = useState(false);
  const stored = useRef<StoredChat | null>(null);
  const socket = useRef<ChatTransport | null>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // The agent's messages are marked delivered when they arrive and read while the chat is in view.
  useReadMarks(
    lastFrom(messages, 'agent'),
    connection === 'open',
    step.kind === 'talk',
    (marks) => socket.current?.send({ type: 'marks', ...marks }) ?? false,
  );

  const save = useCallback((next: StoredChat | null) => {
    stored.current = next;
    writeStoredChat(next);
  }, []);

  const onFrame = useCallback(
    (frame: ChatServerFrame) => {
      const current = stored.current;
      if (!current) return;
      if (frame.type === 'message') {
        setMessages((list) => mergeMessages(list, [frame.message]));
        if (frame.message.author === 'agent') setAgentTyping(false);
        const lastSeenId =
          current.lastSeenId === null || compareMessageIds(frame.message.id, current.lastSeenId) > 0
            ? frame.message.id
            : current.lastSeenId;
        const stillPending = current.pending.filter(
          (item) => item.clientId !== frame.message.clientId || frame.message.author !== 'customer',
        );
        save({ ...current, lastSeenId, pending: stillPending });
        setPending(stillPending);
      } else if (frame.type === 'ack') {
        const stillPending = current.pending.filter((item) => item.clientId !== frame.clientId);
        save({ ...current, pending: stillPending });
        setPending(stillPending);
      } else if (frame.type === 'ready') {
        if (frame.conversation) setConversation(frame.conversation);
        // Whatever was not acknowledged before the drop goes again, under the same client id.
        for (const item of current.pending)
          socket.current?.send({ type: 'message', clientId: item.clientId, body: item.body });
      } else if (frame.type === 'conversation') {
        setConversation(frame.conversation);
        if (frame.conversation.status === 'ended') {
          save({ ...current, ended: true, pending: [] });
          setPending([]);
          socket.current?.stop();
          setStep({ kind: 'ended' });
        }
      } else if (frame.type === 'marks') {
        setConversation((shown) =>
          shown?.id === frame.conversationId ? { ...shown, marks: frame.marks } : shown,
        );
      } else if (frame.type === 'typing') {
        setAgentTyping(frame.author === 'agent');
      } else if (frame.type === 'error') {
        if (frame.clientId) {
          // A refused message is not sent again; its words go back into the box.
          const refused = current.pending.find((item) => item.clientId === frame.clientId);
          const stillPending = current.pending.filter((item) => item.clientId !== frame.clientId);
          save({ ...current, pending: stillPending });
          setPending(stillPending);
          if (refused) setDraft((text) => text || refused.body);
        }
        const key = `chat|error_${frame.code}`;
        setFrameError(
          i18n.exists(key) ? t(key, { max: CHAT_MESSAGE_MAX_LENGTH }) : t('chat|error_generic'),
        );
      }
    },
    [i18n, save, t],
  );

  const connect = useCallback(
    (chat: StoredChat) => {
      socket.current?.stop();
      // The socket first; where it is blocked, the same conversation over plain HTTP.
      const next = new VisitorChatLink(
        () => ({ type: 'hello', token: chat.token, after: stored.current?.lastSeenId ?? null }),
        {
          token: () => chat.token,
          after: () => stored.current?.lastSeenId ?? null,
          onFrame,
          onState: setConnection,
          onFallback: () => setOverHttp(true),
        },
      );
      socket.current = next;
      next.start();
    },
    [onFrame],
  );

  useEffect(() => {
    let cancelled = false;
    cleanupSnippetStorage();
    const begin = async () => {
      const chat = readStoredChat();
      if (chat) {
        try {
          const detail = await fetchConversation(chat.token);
          if (cancelled) return;
          save(chat);
          setConversation(detail.conversation);
          setMessages(detail.messages);
          setPending(chat.pending);
          if (detail.conversation.status === 'ended') {
            save({ ...chat, ended: true, pending: [] });
            setStep({ kind: 'ended' });
          } else {
            setStep({ kind: 'talk' });
            connect(chat);
          }
          return;
        } catch {
          save(null);
        }
      }
      const [availability, visitor] = await Promise.all([
        fetchAvailability().catch(() => null),
        signedInVisitor(language),
      ]);
      if (cancelled) return;
      if (visitor) {
        setVerified({ token: visitor.token });
        setContact((value) => ({ ...value, name: visitor.name, email: visitor.email }));
      }
      const open = availability?.queues.some((queue) => queue.agentOnline && queue.withinHours);
      setStep({ kind: open ? 'start' : 'offline' });
    };
    void begin().finally(() => {
      if (!cancelled) markChatWidgetReady();
    });
    return () => {
      cancelled = true;
      markChatWidgetReady(false);
      socket.current?.stop();
    };
  }, [connect, language, save]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  const fieldErrors = {
    name: contact.name.trim() === '' ? 'requiredField' : undefined,
    email:
      contact.email.trim() === ''
        ? 'requiredField'
        : !isValidEmail(contact.email.trim())
          ? 'invalidEmail'
          : undefined,
    message: contact.message.trim() === '' ? 'requiredField' : undefined,
  };

  async function start(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!verified && (fieldErrors.name || fieldErrors.email)) return;
    setBusy(true);
    setFailure(null);
    try {
      const started = await startChat(
        { queue: contact.queue, name: contact.name, email: contact.email, lang: language },
        verified?.token,
      );
      const chat: StoredChat = {
        token: started.token,
        conversationId: started.conversation.id,
        lastSeenId: null,
        pending: [],
      };
      save(chat);
      setConversation(started.conversation);
      setMessages([]);
      setTouched(false);
      setStep({ kind: 'talk' });
      connect(chat);
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'ChatUnavailable') {
        setTouched(false);
        setStep({ kind: 'offline' });
      } else setFailure(errorMessage(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  async function sendOffline(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (fieldErrors.name || fieldErrors.email || fieldErrors.message) return;
    setBusy(true);
    setFailure(null);
    try {
      const created = await sendOfflineMessage({
        queue: contact.queue,
        name: contact.name,
        email: contact.email,
        message: contact.message,
        lang: language,
      });
      setStep({ kind: 'offlineSent', caseNumber: created.caseNumber });
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  function send(event?: FormEvent) {
    event?.preventDefault();
    const current = stored.current;
    const body = draft.trim();
    if (!current || body === '') return;
    if (body.length > CHAT_MESSAGE_MAX_LENGTH) {
      setFrameError(t('chat|error_MessageTooLong', { max: CHAT_MESSAGE_MAX_LENGTH }));
      return;
    }
    const item = { clientId: newClientId(), body };
    const next = { ...current, pending: [...current.pending, item] };
    save(next);
    setPending(next.pending);
    setDraft('');
    setFrameError(null);
    // Sent now when connected; otherwise on reconnect, from the pending list.
    socket.current?.send({ type: 'message', ...item });
  }

  // A picture or PDF goes over HTTP (the socket takes small frames only), what is typed as its caption.
  const files = useChatFilePicker({
    language,
    onError: setFrameError,
    upload: async (file) => {
      const current = stored.current;
      if (!current) return;
      const message = await sendFormWithFiles<ChatMessage>(
        CHAT_PATHS.attachments,
        chatFileForm(file, draft.trim()),
        { headers: { [CHAT_TOKEN_HEADER]: current.token } },
      );
      setMessages((list) => mergeMessages(list, [message]));
      setDraft('');
    },
  });

  function onComposeKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  const lastTyping = useRef(0);
  function onDraftChange(value: string) {
    setDraft(value);
    const now = Date.now();
    if (now - lastTyping.current > 2_000) {
      lastTyping.current = now;
      socket.current?.send({ type: 'typing' });
    }
  }

  async function end() {
    const current = stored.current;
    if (!current) return;
    setBusy(true);
    try {
      const ended = await endChat(current.token);
      setConversation(ended);
      save({ ...current, ended: true, pending: [] });
      socket.current?.stop();
      setStep({ kind: 'ended' });
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  async function sendRating(event: FormEvent) {
    event.preventDefault();
    const current = stored.current;
    const value = Number(rating);
    if (!current || !(value >= 1 && value <= 5)) return;
    try {
      await rateChat(current.token, value);
      setRated(value);
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    }
  }

  async function sendTranscript() {
    const current = stored.current;
    if (!current) return;
    try {
      await mailChatTranscript(current.token);
      setTranscriptSent(true);
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    }
  }

  function newChat() {
    save(null);
    setConversation(null);
    setMessages([]);
    setPending([]);
    setRated(null);
    setRating('');
    setTranscriptSent(false);
    setFailure(null);
    setStep({ kind: 'loading' });
    void fetchAvailability()
      .catch(() => null)
      .then((availability) => {
        const open = availability?.queues.some((queue) => queue.agentOnline && queue.withinHours);
        setStep({ kind: open ? 'start' : 'offline' });
      });
  }

  const queueOptions = CHAT_QUEUES.map((queue) => ({
    value: queue,
    label: t(queueLabelKey(queue)),
  }));
  const contactFields = (
    <>
      <RadioGroup
        name="chatQueue"
        legend={t('chat|queueLegend')}
        value={contact.queue}
        options={queueOptions}
        onChange={(event) => setContact({ ...contact, queue: event.target.value as ChatQueue })}
        required
      />
      {verified && <Note>{t('chat|fromAccount')}</Note>}
      <TextField
        name="chatName"
        label={t('chat|nameLabel')}
        value={contact.name}
        onChange={(event) => setContact({ ...contact, name: event.target.value })}
        autoComplete="name"
        readOnly={verified !== null}
        required
        touched={touched}
        error={fieldErrors.name}
      />
      <TextField
        name="chatEmail"
        type="email"
        label={t('chat|emailLabel')}
        value={contact.email}
        onChange={(event) => setContact({ ...contact, email: event.target.value })}
        autoComplete="email"
        readOnly={verified !== null}
        required
        touched={touched}
        error={fieldErrors.email}
      />
    </>
  );

  // The panel shows that the chat is opening until the widget reports itself ready.
  if (step.kind === 'loading') return null;

  if (step.kind === 'start')
    return (
      <form onSubmit={(event) => void start(event)} noValidate aria-label={t('chat|start')}>
        {contactFields}
        {failure && <FormAlert role="alert">{failure}</FormAlert>}
        <Button type="submit" disabled={busy}>
          {busy ? t('chat|starting') : t('chat|start')}
        </Button>
      </form>
    );

  if (step.kind === 'offline')
    return (
      <form
        onSubmit={(event) => void sendOffline(event)}
        noValidate
        aria-label={t('chat|sendOffline')}
      >
        <Note role="status">{t('chat|unavailable')}</Note>
        {contactFields}
        <TextAreaField
          name="chatMessage"
          label={t('chat|messageLabel')}
          value={contact.message}
          onChange={(event) => setContact({ ...contact, message: event.target.value })}
          limit={CHAT_MESSAGE_MAX_LENGTH}
          rows={4}
          required
          touched={touched}
          error={fieldErrors.message}
        />
        {failure && <FormAlert role="alert">{failure}</FormAlert>}
        <Button type="submit" disabled={busy}>
          {t('chat|sendOffline')}
        </Button>
      </form>
    );

  if (step.kind === 'offlineSent')
    return (
      <p role="status">
        {t('chat|offlineSent', { caseNumber: step.caseNumber, email: contact.email })}
      </p>
    );

  const agentName = conversation?.agentName ?? t('chat|agent');
  const mine = conversation ? lastMessageState(messages, 'customer', conversation.marks) : null;
  const token = stored.current?.token ?? '';
  const log = (
    <LogBox ref={logRef} aria-label={t('chat|log')} role="log" aria-live="polite" tabIndex={0}>
      <Log>
        {messages.map((message) => (
          <Bubble key={message.id} $mine={message.author === 'customer'}>
            <span className="who">
              {message.author === 'customer' ? t('chat|you') : message.authorName}
            </span>
            {message.attachment && (
              <ChatAttachmentView
                attachment={message.attachment}
                language={language}
                load={() =>
                  callForFile(`${CHAT_PATHS.attachments}${message.id}/`, {
                    headers: { [CHAT_TOKEN_HEADER]: token },
                  }).then((file) => file.blob)
                }
              />
            )}
            {message.body}
            {mine?.id === message.id && (
              <span className="state">{t(`chat|state_${mine.state}`)}</span>
            )}
          </Bubble>
        ))}
        {pending
          .filter((item) => !messages.some((message) => message.clientId === item.clientId))
          .map((item) => (
            <Bubble key={item.clientId} $mine>
              <span className="who">
                {t('chat|you')} · {t('chat|sending')}
              </span>
              {item.body}
            </Bubble>
          ))}
      </Log>
    </LogBox>
  );

  if (step.kind === 'ended')
    return (
      <>
        <p role="status">{t('chat|ended')}</p>
        {log}
        {rated === null ? (
          <form onSubmit={(event) => void sendRating(event)}>
            <RadioGroup
              name="chatRating"
              legend={t('chat|rateLegend')}
              value={rating}
              options={['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }))}
              onChange={(event) => setRating(event.target.value)}
              inline
            />
            <Button type="submit" variant="secondary" disabled={rating === ''}>
              {t('chat|rate')}
            </Button>
          </form>
        ) : (
          <p role="status">{t('chat|rated', { rating: rated })}</p>
        )}
        <Row>
          {transcriptSent ? (
            <p role="status">
              {t('chat|transcriptSent', { email: conversation?.email ?? contact.email })}
            </p>
          ) : (
            <Button variant="secondary" onClick={() => void sendTranscript()}>
              {t('chat|transcript')}
            </Button>
          )}
          <Button variant="link" onClick={newChat}>
            {t('chat|newChat')}
          </Button>
        </Row>
        {failure && <FormAlert role="alert">{failure}</FormAlert>}
      </>
    );

  return (
    <>
      <Note role="status">
        {connection === 'reconnecting'
          ? t('chat|reconnecting')
          : connection === 'refused'
            ? t('chat|refused')
            : conversation?.status === 'active'
              ? t('chat|chattingWith', { name: agentName })
              : t('chat|waiting')}
      </Note>
      {overHttp && <Note>{t('chat|fallback')}</Note>}
      {log}
      <p aria-live="polite">{agentTyping ? t('chat|typing', { name: agentName }) : ''}</p>
      <form onSubmit={send}>
        <label htmlFor="chat-compose">{t('chat|composeLabel')}</label>
        <VisuallyHidden id="chat-compose-hint">{t('chat|composeHint')}</VisuallyHidden>
        <Compose
          id="chat-compose"
          aria-describedby="chat-compose-hint"
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onComposeKey}
        />
        {files.input}
        {files.status}
        {frameError && <FormAlert role="alert">{frameError}</FormAlert>}
        {failure && <FormAlert role="alert">{failure}</FormAlert>}
        <Row>
          <Button type="submit">{t('chat|send')}</Button>
          {files.button}
          <Button variant="secondary" onClick={() => void end()} disabled={busy}>
            {t('chat|end')}
          </Button>
        </Row>
      </form>
    </>
  );
}
