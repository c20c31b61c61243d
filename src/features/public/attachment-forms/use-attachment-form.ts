import type { CaseCreated } from '../../../domain/api/case';
import { usePublicForm, type PublicFormOptions } from '../public-form-kit';
import { ATTACHMENT_FORM_TEXTS } from './texts';

/**
 * A form of this group: sent as multipart with the picker's files, its messages from this group's
 * texts, answered with the case it opened.
 */
export function useAttachmentForm<Values extends Record<string, unknown>>(
  options: Omit<PublicFormOptions<Values>, 'texts' | 'withFiles'>,
) {
  return usePublicForm<Values, CaseCreated>({
    ...options,
    texts: ATTACHMENT_FORM_TEXTS,
    withFiles: true,
  });
}
