import { ATTACHMENT_FIELD, REPLY_BODY_FIELD } from '../../../domain/attachments';
import { sendFormWithFiles, toFormData } from '../../../lib/api';

/** A customer's answer as the reply form hands it over: the words, the files, and how far it got. */
export type ReplyInput = {
  text: string;
  files: readonly File[];
  onProgress: (fraction: number) => void;
};

/** Sends the words and the files as one multipart request, so the server keeps both or neither. */
export function sendReply<T>(path: string, { text, files, onProgress }: ReplyInput): Promise<T> {
  return sendFormWithFiles<T>(
    path,
    toFormData({ [REPLY_BODY_FIELD]: text }, files, ATTACHMENT_FIELD),
    { onProgress: ({ loaded, total }) => onProgress(loaded / (total || 1)) },
  );
}
