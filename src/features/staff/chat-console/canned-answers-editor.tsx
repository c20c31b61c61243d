import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormAlert, SelectField, TextField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import type { ChatCannedAnswer, ChatCannedAnswerUpdate } from '../../../domain/api/chat';
import {
  CHAT_CANNED_BODY_MAX,
  CHAT_CANNED_SHORTCUT_MAX,
  cannedAnswerProblems,
} from '../../../domain/chat';
import { ApiError, errorMessage } from '../../../lib/api';
import { useCannedAnswerChanges, useCannedAnswerList } from './api';
import { theme } from '../../../components/theme';

const Answers = styled.ol`
  list-style: none;
  margin: ${theme.space(3)} 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  > li {
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${theme.space(1)};
    white-space: pre-wrap;
  }
  .shortcut {
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

type Language = 'is' | 'en';

/**
 * The shortcut and words of one ready answer, checked by the same rules as the server's before it
 * is sent; what only the server can know (a shortcut already taken) comes back onto its field.
 */
function AnswerForm({
  idPrefix,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: ChatCannedAnswerUpdate;
  submitLabel: string;
  onSubmit: (words: ChatCannedAnswerUpdate) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [shortcut, setShortcut] = useState(initial.shortcut);
  const [body, setBody] = useState(initial.body);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const problems = cannedAnswerProblems({ shortcut, body });
  const serverFields = serverError instanceof ApiError ? serverError.fieldErrors : {};
  const fieldError = (field: 'shortcut' | 'body') => {
    const code = problems[field] ?? serverFields[field]?.[0];
    return code ? `errorCode|${code}` : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setServerError(null);
    if (Object.keys(problems).length > 0 || busy) return;
    setBusy(true);
    try {
      await onSubmit({ shortcut, body });
      if (!onCancel) {
        setShortcut('');
        setBody('');
        setTried(false);
      }
    } catch (error) {
      setServerError(error);
    } finally {
      setBusy(false);
    }
  }

  const showServer =
    serverError !== null && Object.keys(serverFields).length === 0 ? serverError : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${idPrefix}-shortcut`}
        name="shortcut"
        label={t('chatConsole|cannedShortcut')}
        hint={t('chatConsole|cannedShortcutHint')}
        value={shortcut}
        onChange={(event) => {
          setShortcut(event.target.value);
          setServerError(null);
        }}
        touched={tried}
        error={fieldError('shortcut')}
        autoComplete="off"
        maxLength={CHAT_CANNED_SHORTCUT_MAX + 1}
        required
      />
      <TextAreaField
        id={`${idPrefix}-body`}
        name="body"
        label={t('chatConsole|cannedBody')}
        value={body}
        rows={3}
        limit={CHAT_CANNED_BODY_MAX}
        onChange={(event) => setBody(event.target.value)}
        touched={tried}
        error={fieldError('body')}
        required
      />
      {showServer !== null && (
        <FormAlert role="alert">
          {t('chatConsole|error', { message: errorMessage(showServer, i18n) })}
        </FormAlert>
      )}
      <Actions>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('chatConsole|cannedCancel')}
          </Button>
        )}
      </Actions>
    </form>
  );
}

function AnswerRow({
  answer,
  index,
  count,
  readOnly,
  changes,
  onMove,
  onDone,
  focusAfterMove,
}: {
  answer: ChatCannedAnswer;
  index: number;
  count: number;
  readOnly: boolean;
  changes: ReturnType<typeof useCannedAnswerChanges>;
  onMove: (from: number, to: number) => void;
  onDone: (message: string) => void;
  /** Set on the answer just moved: its move button keeps the focus (the other one at an end). */
  focusAfterMove?: { direction: 'up' | 'down'; at: number };
}) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const [error, setError] = useState<unknown>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const name = `/${answer.shortcut}`;
  const first = index === 0;
  const last = index === count - 1;
  const position = useRef({ first, last });
  position.current = { first, last };
  // Once per move, so a later change of the list never takes the focus.
  useEffect(() => {
    if (!focusAfterMove) return;
    const up = focusAfterMove.direction === 'up';
    const { first: atTop, last: atBottom } = position.current;
    ((up && !atTop) || (!up && atBottom) ? upRef : downRef).current?.focus();
  }, [focusAfterMove]);
  if (mode === 'edit')
    return (
      <li>
        <AnswerForm
          idPrefix={`canned-${answer.id}`}
          initial={answer}
          submitLabel={t('chatConsole|cannedSave')}
          onSubmit={async (words) => {
            await changes.update.mutateAsync({ id: answer.id, ...words });
            setMode('view');
            onDone(t('chatConsole|cannedSaved', { shortcut: `/${words.shortcut}` }));
          }}
          onCancel={() => setMode('view')}
        />
      </li>
    );
  return (
    <li>
      <p>
        <span className="shortcut">{name}</span>
      </p>
      <p>{answer.body}</p>
      {!readOnly && mode === 'view' && (
        <Actions>
          <Button
            variant="secondary"
            aria-label={t('chatConsole|cannedEditOf', { shortcut: name })}
            onClick={() => setMode('edit')}
          >
            {t('chatConsole|cannedEdit')}
          </Button>
          <Button
            ref={upRef}
            variant="secondary"
            aria-label={t('chatConsole|cannedUpOf', { shortcut: name })}
            disabled={first}
            onClick={() => onMove(index, index - 1)}
          >
            {t('chatConsole|cannedUp')}
          </Button>
          <Button
            ref={downRef}
            variant="secondary"
            aria-label={t('chatConsole|cannedDownOf', { shortcut: name })}
            disabled={last}
            onClick={() => onMove(index, index + 1)}
          >
            {t('chatConsole|cannedDown')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('chatConsole|cannedDeleteOf', { shortcut: name })}
            onClick={() => setMode('delete')}
          >
            {t('chatConsole|cannedDelete')}
          </Button>
        </Actions>
      )}
      {!readOnly && mode === 'delete' && (
        <>
          <p role="status">{t('chatConsole|cannedDeleteAsk', { shortcut: name })}</p>
          <Actions>
            <Button
              loading={changes.remove.isPending}
              onClick={() =>
                changes.remove.mutate(answer.id, {
                  onSuccess: () => onDone(t('chatConsole|cannedDeleted', { shortcut: name })),
                  onError: setError,
                })
              }
            >
              {t('chatConsole|cannedDeleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              {t('chatConsole|cannedCancel')}
            </Button>
          </Actions>
        </>
      )}
      {error !== null && (
        <FormAlert role="alert">
          {t('chatConsole|error', { message: errorMessage(error, i18n) })}
        </FormAlert>
      )}
    </li>
  );
}

/**
 * The ready answers of one language, as the reply box offers them after "/": Full and Admin staff
 * add, change, move and remove them here; read-only staff see them (the server refuses them too).
 */
export function CannedAnswersEditor({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'is');
  const list = useCannedAnswerList(language);
  const changes = useCannedAnswerChanges(language);
  const [done, setDone] = useState('');
  const [lastMove, setLastMove] = useState<{
    id: string;
    direction: 'up' | 'down';
    at: number;
  }>();
  const answers = list.data?.answers ?? [];

  function move(from: number, to: number) {
    // One move at a time: the next one starts from the order the server answered.
    if (changes.order.isPending) return;
    const ids = answers.map((answer) => answer.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    changes.order.mutate(ids, {
      // By now the list is read again in its new order.
      onSuccess: () => {
        setLastMove({ id: moved, direction: to < from ? 'up' : 'down', at: Date.now() });
        setDone(t('chatConsole|cannedMoved', { shortcut: `/${answers[from]?.shortcut ?? ''}` }));
      },
    });
  }

  return (
    <section aria-labelledby="canned-editor-heading">
      <h2 id="canned-editor-heading">{t('chatConsole|cannedEditorHeading')}</h2>
      <p>{readOnly ? t('chatConsole|cannedEditorReadOnly') : t('chatConsole|cannedEditorIntro')}</p>
      <SelectField
        id="canned-editor-language"
        name="language"
        label={t('chatConsole|cannedLanguage')}
        value={language}
        options={[
          { value: 'is', label: t('chatConsole|languageIs') },
          { value: 'en', label: t('chatConsole|languageEn') },
        ]}
        onChange={(event) => {
          setLanguage(event.target.value === 'en' ? 'en' : 'is');
          setDone('');
        }}
      />
      <p role="status">{done}</p>
      {list.isError && (
        <FormAlert role="alert">
          {t('chatConsole|error', { message: errorMessage(list.error, i18n) })}
        </FormAlert>
      )}
      {changes.order.isError && (
        <FormAlert role="alert">
          {t('chatConsole|error', { message: errorMessage(changes.order.error, i18n) })}
        </FormAlert>
      )}
      {list.data && answers.length === 0 && <p>{t('chatConsole|cannedNone')}</p>}
      <Answers
        aria-label={t('chatConsole|cannedListOf', {
          language: t(`chatConsole|language${language === 'en' ? 'En' : 'Is'}`),
        })}
        aria-busy={list.isPending || undefined}
      >
        {answers.map((answer, index) => (
          <AnswerRow
            key={answer.id}
            answer={answer}
            index={index}
            count={answers.length}
            readOnly={readOnly}
            changes={changes}
            onMove={move}
            onDone={setDone}
            focusAfterMove={lastMove?.id === answer.id ? lastMove : undefined}
          />
        ))}
      </Answers>
      {!readOnly && (
        <>
          <h3>{t('chatConsole|cannedAddHeading')}</h3>
          <AnswerForm
            key={language}
            idPrefix={`canned-new-${language}`}
            initial={{ shortcut: '', body: '' }}
            submitLabel={t('chatConsole|cannedAdd')}
            onSubmit={async (words) => {
              const created = await changes.create.mutateAsync(words);
              setDone(t('chatConsole|cannedAdded', { shortcut: `/${created.shortcut}` }));
            }}
          />
        </>
      )}
    </section>
  );
}
