import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, notify } from '../../../components';
import type { MailSentResponse } from '../../../domain/api/portal';
import { call, callForFile, errorMessage, saveFile, type CallOptions } from '../../../lib/api';
import { useWriteBlocked, WriteButton } from './may-write';

/** "Send to my e-mail": posts, then tells the person where it went. */
export function SendByEmailButton({
  path,
  payload,
  label,
}: {
  path: string;
  payload?: Record<string, unknown>;
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  // Sending is something done on the customer's behalf: not for read-only staff.
  const send = useMutation({
    mutationFn: () =>
      call<MailSentResponse>(path, {
        method: 'POST',
        payload: { lang: i18n.language, ...payload },
      }),
    onSuccess: (result) => notify.info(t('portal|sentTo', { to: result.to })),
    onError: (error) => notify.error(errorMessage(error, i18n)),
  });
  return (
    <WriteButton variant="secondary" loading={send.isPending} onClick={() => send.mutate()}>
      {label ?? t('portal|sendByEmail')}
    </WriteButton>
  );
}

/** Downloads a PDF through the API (with the bearer token) and saves it under the server's name. */
export function DownloadButton({
  path,
  options,
  fallbackName,
  label,
  variant = 'secondary',
  onDownloaded,
}: {
  path: string;
  options?: CallOptions;
  fallbackName: string;
  label: string;
  variant?: 'primary' | 'secondary' | 'link';
  onDownloaded?: (headers: Headers) => void;
}) {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  // A download the server makes on a POST (a new certificate) is an action, not a read.
  const writes = options?.method === 'POST';
  const { blocked, describedBy } = useWriteBlocked();
  return (
    <Button
      variant={variant}
      loading={busy}
      disabled={writes && blocked}
      aria-describedby={writes ? describedBy : undefined}
      onClick={async () => {
        setBusy(true);
        try {
          const payload = { lang: i18n.language, ...options?.payload };
          const file = await callForFile(path, { ...options, payload });
          saveFile(file.blob, file.fileName ?? fallbackName);
          onDownloaded?.(file.headers);
        } catch (error) {
          notify.error(errorMessage(error, i18n));
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
