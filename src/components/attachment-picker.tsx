import { useTranslation } from 'react-i18next';
import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_LIMITS,
  fileProblem,
  type AttachmentLimits,
  setProblem,
  type AttachmentProblem,
} from '../domain/attachments';
import { formatFileSize } from '../domain/format';
import { FieldLabel } from './field-parts';
import { useElementId } from './use-element-id';
import { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden';
import { theme } from './theme';

/**
 * The file picker of every form that takes attachments: choose files with the button (a real
 * label of a real file input, so keyboard and screen readers work as everywhere else) or drop them
 * on the box; each is listed with its name and size and can be removed before sending. Files are
 * checked here against the same limits the server keeps (src/domain/attachments.ts); one that
 * fails is not added and the reason is announced. While the form sends, a progress bar shows how
 * much has gone, announced at every quarter.
 */
export type AttachmentPickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  label: ReactNode;
  hint?: ReactNode;
  /** 0–1 while the form is sending, null otherwise. */
  progress: number | null;
  /** The server's limits for this form; the public forms' by default. */
  limits?: AttachmentLimits;
  /** A message key from the server's answer ('group|key'), shown under the list. */
  error?: string;
  disabled?: boolean;
  className?: string;
};

const Box = styled.div<{ $dragging: boolean }>`
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(3)};
  border: 2px dashed
    ${({ $dragging, theme }) => ($dragging ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${({ $dragging, theme }) => ($dragging ? theme.colors.brandLight : 'transparent')};
  > p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const Input = styled.input`
  ${visuallyHiddenStyles}
  &:focus-visible + label {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ChooseLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 2px solid ${theme.colors.brand};
  border-radius: ${theme.radius};
  color: ${theme.colors.brand};
  font-weight: 600;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:hover {
    background: ${theme.colors.brandLight};
  }
`;

const Files = styled.ul`
  margin: ${theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} 0;
    border-top: 1px solid ${theme.colors.border};
  }
  .name {
    flex: 1 1 10rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .size {
    color: ${theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  button {
    min-height: 44px;
    padding: 0 ${theme.space(2)};
    border: 0;
    background: none;
    color: ${theme.colors.error};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Problems = styled.ul`
  margin: ${theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.error};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Progress = styled.progress`
  display: block;
  width: 100%;
  height: 0.75rem;
  margin-top: ${theme.space(3)};
  accent-color: ${theme.colors.brand};
`;

type Refusal = { key: AttachmentProblem; name: string };

/** The quarter a fraction has reached, so the progress is announced four times, not on every event. */
const quarter = (progress: number) => Math.min(4, Math.floor(progress * 4 + 1e-9)) * 25;

export function AttachmentPicker({
  files,
  onChange,
  label,
  hint,
  progress,
  error,
  disabled = false,
  className,
  limits: allowed = ATTACHMENT_LIMITS,
}: AttachmentPickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'is';
  const id = useElementId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [news, setNews] = useState('');
  const [dragging, setDragging] = useState(false);
  const limits = {
    maxFiles: allowed.maxFiles,
    maxSize: formatFileSize(allowed.maxFileBytes, language),
    maxTotal: formatFileSize(allowed.maxTotalBytes, language),
  };

  function add(chosen: readonly File[]) {
    if (disabled || chosen.length === 0) return;
    const next = [...files];
    const refused: Refusal[] = [];
    for (const file of chosen) {
      const problem = fileProblem(file, allowed) ?? setProblem([...next, file], allowed);
      if (problem) refused.push({ key: problem, name: file.name });
      else next.push(file);
    }
    setRefusals(refused);
    const added = next.slice(files.length);
    setNews(
      added.length > 0
        ? t('ui|attachmentsAdded', { names: added.map((f) => f.name).join(', ') })
        : '',
    );
    if (added.length > 0) onChange(next);
  }

  function remove(index: number) {
    const file = files[index];
    if (!file) return;
    const next = files.filter((_, position) => position !== index);
    onChange(next);
    setRefusals([]);
    setNews(t('ui|attachmentsRemoved', { name: file.name }));
    // The focus goes to the next file's remove button, or back to the chooser when none is left.
    window.setTimeout(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const target = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (target ?? inputRef.current)?.focus();
    }, 0);
  }

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    add([...(event.target.files ?? [])]);
    // The same file can be chosen again after it was removed.
    event.target.value = '';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const sending = progress !== null;
  const percent = sending ? Math.round(progress * 100) : 0;
  const rulesId = `${id}-rules`;
  const hintId = hint ? `${id}-hint` : undefined;
  const problemsId = refusals.length > 0 || error ? `${id}-problems` : undefined;

  return (
    <div className={className} role="group" aria-labelledby={`${id}-label`}>
      <FieldLabel as="span" id={`${id}-label`}>
        {label}
      </FieldLabel>
      {hint && (
        <VisuallyHidden as="span" id={hintId}>
          {hint}
        </VisuallyHidden>
      )}
      <Box
        $dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          disabled={disabled || sending}
          onChange={onInput}
          aria-describedby={[hintId, rulesId, problemsId].filter(Boolean).join(' ')}
        />
        <ChooseLabel htmlFor={id} $disabled={disabled || sending}>
          {t('ui|attachmentsChoose')}
        </ChooseLabel>{' '}
        <span aria-hidden="true">{t('ui|attachmentsDrop')}</span>
        {hint && <p aria-hidden="true">{hint}</p>}
        <p id={rulesId}>{t('ui|attachmentsRules', limits)}</p>
        {files.length > 0 && (
          <Files ref={listRef} aria-label={t('ui|attachmentsList')}>
            {files.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
                <span className="name">{file.name}</span>
                <span className="size">{formatFileSize(file.size, language)}</span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={sending}
                  aria-label={t('ui|attachmentsRemove', { name: file.name })}
                >
                  {t('ui|attachmentsRemoveShort')}
                </button>
              </li>
            ))}
          </Files>
        )}
        {sending && (
          <Progress
            max={100}
            value={percent}
            aria-label={t('ui|attachmentsProgress')}
            aria-valuetext={t('ui|attachmentsSending', { percent })}
          />
        )}
        {problemsId && (
          // The alert wraps the list: a role on the <ul> itself would unmake it as a list.
          <div id={problemsId} role="alert">
            <Problems>
              {refusals.map((refusal) => (
                <li key={`${refusal.key}-${refusal.name}`}>
                  {t(`ui|${refusal.key}`, { ...limits, name: refusal.name })}
                </li>
              ))}
              {error && <li>{t(error, limits)}</li>}
            </Problems>
          </div>
        )}
      </Box>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {sending ? t('ui|attachmentsSending', { percent: quarter(progress) }) : news}
      </VisuallyHidden>
    </div>
  );
}

/** The message key for an upload the server refused, by its errorCode; undefined for other errors. */
export function attachmentErrorKey(errorCode: string | undefined): string | undefined {
  switch (errorCode) {
    case 'FileTooLarge':
      return 'ui|serverAttachmentTooLarge';
    case 'TooManyFiles':
      return 'ui|serverTooManyAttachments';
    case 'AttachmentsTooLarge':
      return 'ui|serverAttachmentsTooLarge';
    case 'UnreadableImage':
      return 'ui|serverAttachmentUnreadable';
    case 'ImageTooManyPixels':
      return 'ui|serverImageTooManyPixels';
    case 'PicturesBusy':
      return 'ui|serverPicturesBusy';
    case 'UnsupportedAttachment':
    case 'AttachmentEmpty':
      return 'ui|serverAttachmentType';
    default:
      return undefined;
  }
}
