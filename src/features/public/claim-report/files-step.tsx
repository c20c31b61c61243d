import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden, visuallyHiddenStyles } from '../../../components';
import type { ClaimDraftFile } from '../../../domain/api/claim-report';
import { ATTACHMENT_ACCEPT, looksAcceptable } from '../../../domain/attachments';
import { formatFileSize } from '../../../domain/format';
import { CLAIM_FILE_LIMITS } from '../../../domain/forms/claim-report';
import { ApiError } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { removeDraftFile, uploadDraftFile, type DraftHandle } from './api';
import { theme } from '../../../components/theme';

/** A file on its way: sending with its own bar, or refused with the reason and a retry. */
type Sending = {
  localId: number;
  file: File;
  progress: number;
  problem: string | null;
};

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(3)};
  input {
    ${visuallyHiddenStyles}
  }
  input:focus-visible + label {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 2px solid ${theme.colors.brand};
    border-radius: ${theme.radius};
    color: ${theme.colors.brand};
    font-weight: 600;
    cursor: pointer;
    &:hover {
      background: ${theme.colors.brandLight};
    }
  }
`;

const List = styled.ul`
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space(1)} ${theme.space(2)};
    align-items: center;
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  .name {
    overflow-wrap: anywhere;
  }
  progress {
    grid-column: 1 / -1;
    width: 100%;
  }
  .problem {
    grid-column: 1 / -1;
    margin: 0;
    color: ${theme.colors.error};
    font-weight: 600;
  }
  .actions {
    display: flex;
    gap: ${theme.space(2)};
  }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

/** The message key for a file the server refused, or that never arrived. */
function refusalKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return 'claimReport|uploadNetwork';
  const given = (error.body.errors as Record<string, string[]> | undefined)?.attachments?.[0];
  if (given?.includes('|')) return given;
  switch (error.errorCode) {
    case 'UnsupportedAttachment':
      return 'claimReport|uploadNotAccepted';
    case 'UnreadableImage':
      return 'claimReport|uploadUnreadable';
    case 'FileTooLarge':
    case 'ImageTooManyPixels':
      return 'claimReport|uploadTooLarge';
    case 'TooManyRequests':
      return 'claimReport|uploadTooMany';
    case 'PicturesBusy':
      return 'claimReport|uploadPicturesBusy';
    default:
      return 'claimReport|uploadFailedRetry';
  }
}

/**
 * Step 7: photos and documents, sent one by one as soon as they are chosen, each with its own
 * progress bar; one that fails keeps its place with the reason and a retry, the others go on.
 * On a phone the camera opens straight from the second button.
 */
export function FilesStep({
  language,
  files,
  onFilesChange,
  draft,
}: {
  language: Language;
  files: ClaimDraftFile[];
  onFilesChange: (update: (files: ClaimDraftFile[]) => ClaimDraftFile[]) => void;
  draft: () => Promise<DraftHandle>;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState<Sending[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [camera, setCamera] = useState(false);
  const nextId = useRef(1);

  useEffect(() => {
    // The camera button is for phones and tablets; elsewhere the picker does the same.
    setCamera(window.matchMedia?.('(pointer: coarse)').matches ?? false);
  }, []);

  const update = (localId: number, change: Partial<Sending>) =>
    setSending((list) =>
      list.map((item) => (item.localId === localId ? { ...item, ...change } : item)),
    );

  async function send(item: Sending) {
    update(item.localId, { progress: 0, problem: null });
    setAnnouncement(t('claimReport|uploading', { name: item.file.name }));
    try {
      const handle = await draft();
      const stored = await uploadDraftFile(handle, item.file, ({ loaded, total }) =>
        update(item.localId, { progress: total > 0 ? loaded / total : 0 }),
      );
      setSending((list) => list.filter((other) => other.localId !== item.localId));
      onFilesChange((list) => [...list, stored]);
      setAnnouncement(t('claimReport|uploaded', { name: item.file.name }));
    } catch (error) {
      const problem = refusalKey(error);
      update(item.localId, { problem });
      setAnnouncement(`${t('claimReport|uploadFailed', { name: item.file.name })} ${t(problem)}`);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = CLAIM_FILE_LIMITS.maxFiles - files.length - sending.length;
    const items = chosen.map((file, index): Sending => {
      const problem = !looksAcceptable(file)
        ? 'claimReport|uploadNotAccepted'
        : file.size === 0
          ? 'claimReport|uploadEmpty'
          : file.size > CLAIM_FILE_LIMITS.maxFileBytes
            ? 'claimReport|uploadTooLarge'
            : index >= room
              ? 'claimReport|tooManyFiles'
              : null;
      return { localId: nextId.current++, file, progress: 0, problem };
    });
    setSending((list) => [...list, ...items]);
    // One after another: a phone on a weak connection does better with one upload at a time.
    void items
      .filter((item) => item.problem === null)
      .reduce((previous, item) => previous.then(() => send(item)), Promise.resolve());
  }

  async function remove(file: ClaimDraftFile) {
    try {
      await removeDraftFile(await draft(), file.id);
      onFilesChange((list) => list.filter((other) => other.id !== file.id));
      setAnnouncement(t('ui|attachmentsRemoved', { name: file.name }));
    } catch {
      setAnnouncement(t('claimReport|removeFailed', { name: file.name }));
    }
  }

  const limits = t('claimReport|filesLimits', {
    count: CLAIM_FILE_LIMITS.maxFiles,
    size: formatFileSize(CLAIM_FILE_LIMITS.maxFileBytes, language),
  });
  return (
    <>
      <Muted>{t('claimReport|filesIntro')}</Muted>
      <Muted id="claim-files-limits">{limits}</Muted>
      <Picker>
        <input
          id="claim-files"
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-describedby="claim-files-limits"
          onChange={choose}
        />
        <label htmlFor="claim-files">{t('claimReport|chooseFiles')}</label>
        {camera && (
          <>
            <input
              id="claim-camera"
              type="file"
              accept="image/*"
              capture="environment"
              onChange={choose}
            />
            <label htmlFor="claim-camera">{t('claimReport|takePhoto')}</label>
          </>
        )}
      </Picker>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {files.length === 0 && sending.length === 0 ? (
        <Muted>{t('claimReport|noFiles')}</Muted>
      ) : (
        <List aria-label={t('claimReport|step.files')}>
          {files.map((file) => (
            <li key={file.id}>
              <span className="name">
                {file.name} ({formatFileSize(file.size, language)})
              </span>
              <Button variant="link" onClick={() => void remove(file)}>
                {t('claimReport|removeFile', { name: file.name })}
              </Button>
            </li>
          ))}
          {sending.map((item) => (
            <li key={item.localId}>
              <span className="name">
                {item.file.name} ({formatFileSize(item.file.size, language)})
              </span>
              <span className="actions">
                {item.problem && (
                  <>
                    <Button variant="secondary" onClick={() => void send(item)}>
                      {t('claimReport|retry')}
                      <VisuallyHidden> {item.file.name}</VisuallyHidden>
                    </Button>
                    <Button
                      variant="link"
                      onClick={() =>
                        setSending((list) => list.filter((other) => other.localId !== item.localId))
                      }
                    >
                      {t('claimReport|removeFile', { name: item.file.name })}
                    </Button>
                  </>
                )}
              </span>
              {item.problem ? (
                <p className="problem">
                  {t('claimReport|uploadFailed', { name: item.file.name })} {t(item.problem)}
                </p>
              ) : (
                <progress
                  max={1}
                  value={item.progress}
                  aria-label={t('claimReport|uploading', { name: item.file.name })}
                />
              )}
            </li>
          ))}
        </List>
      )}
    </>
  );
}
