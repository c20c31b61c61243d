import { useState } from 'react';
import { attachmentErrorKey } from '../../components';
import type { CaseCreated } from '../../domain/api/case';
import { ATTACHMENT_FIELD } from '../../domain/attachments';
import { ApiError, sendFormWithFiles, toFormData } from '../../lib/api';
import type { Language } from '../../lib/i18n';

export type FormValues = Record<string, string | readonly string[] | undefined>;

export type SendOutcome =
  { ok: true; created: CaseCreated } | { ok: false; fieldErrors?: Record<string, string> };

/**
 * What the forms with attachments share: the files chosen, the upload's progress, and what went
 * wrong. Nothing is cleared on failure: the values stay in the form and the files in the picker,
 * and the message says whether the network dropped, the server refused a file, the sender has
 * sent too much for now, or something failed on our side.
 */
export function useAttachmentSend(path: string, language: Language) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  async function send(values: FormValues, website: string): Promise<SendOutcome> {
    setFailure(null);
    setFileError(undefined);
    setProgress(0);
    try {
      const form = toFormData(
        { ...values, lang: language, website: website || undefined },
        files,
        ATTACHMENT_FIELD,
      );
      const created = await sendFormWithFiles<CaseCreated>(path, form, {
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
      });
      return { ok: true, created };
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure('ui|formSubmitError');
        return { ok: false };
      }
      const fileKey = attachmentErrorKey(error.errorCode);
      if (fileKey) {
        setFileError(fileKey);
        setFailure('ui|formFileRefused');
        return { ok: false };
      }
      if (error.status === 0) setFailure('ui|formNetworkError');
      else if (error.status === 429) setFailure('ui|formTooManyRequests');
      else setFailure('ui|formSubmitError');
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fieldErrors)
          .filter(([, messages]) => Array.isArray(messages) && typeof messages[0] === 'string')
          .map(([name, messages]) => [name.replace(/\[\d+\]$/, ''), messages[0]!]),
      );
      return { ok: false, fieldErrors };
    } finally {
      setProgress(null);
    }
  }

  return { files, setFiles, progress, failure, fileError, send };
}
