import { ATTACHMENT_FIELD } from '../../domain/attachments';
import { newClientId } from './message-ids';

/** What a chat file is sent as: the file, a fresh client id and the typed words as its caption. */
export function chatFileForm(file: File, body: string): FormData {
  const form = new FormData();
  form.append('clientId', newClientId());
  if (body) form.append('body', body);
  form.append(ATTACHMENT_FIELD, file, file.name);
  return form;
}
