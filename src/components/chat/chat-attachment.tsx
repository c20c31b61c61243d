import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import type { ChatAttachment } from '../../domain/api/chat';
import { formatFileSize } from '../../domain/format';
import { saveFile } from '../../lib/api';
import { theme } from '../theme';

const Thumb = styled.img`
  display: block;
  max-width: min(100%, 12rem);
  max-height: 10rem;
  height: auto;
  margin: ${theme.space(1)} 0;
  border-radius: ${theme.radius};
`;

const FileLink = styled(Button)`
  color: inherit;
  text-align: start;
  overflow-wrap: anywhere;
`;

/**
 * A file said in the chat. Its address answers only with the conversation's token (the visitor)
 * or a staff session, which an <img src> cannot carry, so the bytes are fetched by `load` and
 * shown from a blob: a picture as a thumbnail, a PDF as its name and size; either opens as a
 * download when pressed.
 */
export function ChatAttachmentView({
  attachment,
  load,
  language,
}: {
  attachment: ChatAttachment;
  load: () => Promise<Blob>;
  language: 'is' | 'en';
}) {
  const { t } = useTranslation();
  const picture = attachment.contentType.startsWith('image/');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!picture) return;
    let current: string | null = null;
    let cancelled = false;
    load()
      .then((blob) => {
        if (cancelled) return;
        current = URL.createObjectURL(blob);
        setUrl(current);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
    };
    // The file of one message never changes; `load` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picture]);

  const download = () => {
    setFailed(false);
    load()
      .then((blob) => saveFile(blob, attachment.name))
      .catch(() => setFailed(true));
  };
  const size = formatFileSize(attachment.size, language);
  return (
    <span className="attachment">
      {picture && url && <Thumb src={url} alt={t('chat|pictureAlt', { name: attachment.name })} />}
      <FileLink variant="link" onClick={download}>
        {t(picture ? 'chat|openPicture' : 'chat|openFile', { name: attachment.name, size })}
      </FileLink>
      {failed && <span role="alert"> {t('chat|fileUnavailable')}</span>}
    </span>
  );
}
