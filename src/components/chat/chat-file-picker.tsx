import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import { Button } from '../button';
import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS, fileProblem } from '../../domain/attachments';
import { formatFileSize } from '../../domain/format';
import { errorMessage } from '../../lib/api';

/**
 * Sending a picture or PDF into the chat, the same for visitor and agent: a button opens the
 * chooser, a file the browser can already tell is wrong is refused with its reason before it is
 * sent, and one the server refuses by its bytes gets the server's reason. `upload` sends it and
 * takes what follows (clearing the typed words); on a refusal they stay where they are.
 */
export function useChatFilePicker({
  language,
  upload,
  onError,
}: {
  language: 'is' | 'en';
  upload: (file: File) => Promise<void>;
  onError: (message: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function send(file: File) {
    const problem = fileProblem(file);
    if (problem) {
      onError(
        t(`chat|file_${problem}`, {
          name: file.name,
          max: formatFileSize(ATTACHMENT_LIMITS.maxFileBytes, language),
        }),
      );
      return;
    }
    setUploading(true);
    onError(null);
    try {
      await upload(file);
    } catch (error) {
      onError(errorMessage(error, i18n));
    } finally {
      setUploading(false);
    }
  }

  return {
    uploading,
    /** The chooser itself, hidden: the button below opens it. */
    input: (
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        hidden
        aria-label={t('chat|attach')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
    ),
    status: uploading ? <p role="status">{t('chat|uploading')}</p> : null,
    button: (
      <Button variant="secondary" disabled={uploading} onClick={() => input.current?.click()}>
        {t('chat|attach')}
      </Button>
    ),
  };
}
