import { AppError } from '../errors';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_FIELD,
  ATTACHMENT_LIMITS,
  jpegName,
  sniffAttachment,
} from '../../src/domain/attachments';
import { reencodePicture } from './picture';
import type { UploadedFile } from './multipart';

/**
 * What becomes of the files sent with a public form (src/domain/attachments.ts holds the limits the
 * browser shows too): each is judged by its first bytes, never by its name or declared type. A
 * PDF is kept as sent; a picture is redrawn by picture.ts, so what is stored carries no metadata
 * (the GPS position of a phone photo, the camera's serial) and is a picture we drew ourselves.
 * Anything else (a program, an archive, an HTML page) is refused, whatever it is called.
 */

export type CaseFile = { filename: string; contentType: string; content: Buffer };

const fieldError = (key: string) => ({ [ATTACHMENT_FIELD]: [key] });

/** The name shown to staff: the last path segment, printable, at most 150 characters. */
export function safeFileName(sent: string, fallback: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const printable = base.replace(/[\u0000-\u001f\u007f-\u009f"]/g, '').trim();
  if (!printable) return fallback;
  if (printable.length <= 150) return printable;
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(printable)?.[0] ?? '';
  return printable.slice(0, 150 - extension.length) + extension;
}

/**
 * Checks and prepares a form's files. Throws AppError 413 AttachmentsTooLarge (all together over
 * the limit), 415 UnsupportedAttachment (a file that is none of PDF, JPEG, PNG, WebP, HEIC by its
 * bytes), 415 UnreadableImage (a picture that does not decode), 413 ImageTooManyPixels, 400
 * AttachmentEmpty.
 */
export async function prepareAttachments(files: readonly UploadedFile[]): Promise<CaseFile[]> {
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (total > ATTACHMENT_LIMITS.maxTotalBytes)
    throw new AppError(
      'AttachmentsTooLarge',
      413,
      `The files together are larger than ${ATTACHMENT_LIMITS.maxTotalBytes} bytes`,
      fieldError('attachmentsTooLarge'),
    );
  const prepared: CaseFile[] = [];
  for (const file of files) {
    if (file.bytes.length === 0)
      throw new AppError('AttachmentEmpty', 400, 'A file is empty', fieldError('attachmentEmpty'));
    const kind = sniffAttachment(file.bytes);
    if (kind === null)
      throw new AppError(
        'UnsupportedAttachment',
        415,
        'Only PDF, JPEG, PNG, WebP and HEIC files are accepted',
        fieldError('attachmentType'),
      );
    if (kind === 'pdf') {
      prepared.push({
        filename: safeFileName(file.fileName, 'skjal.pdf').replace(/(\.[^.]*)?$/, (ext) =>
          ext.toLowerCase() === '.pdf' ? ext : `${ext}.pdf`,
        ),
        contentType: ATTACHMENT_CONTENT_TYPES.pdf,
        content: file.bytes,
      });
      continue;
    }
    const picture = await reencodePicture(file.bytes).catch((error: unknown) => {
      // It starts like a picture we take but does not decode: broken in transit or cut short,
      // which the sender can mend by sending it again, unlike a file of the wrong kind.
      if (error instanceof AppError && error.code === 'InvalidImage')
        throw new AppError(
          'UnreadableImage',
          415,
          'A picture could not be read',
          fieldError('attachmentUnreadable'),
        );
      throw error;
    });
    prepared.push({
      filename: jpegName(safeFileName(file.fileName, 'mynd.jpg')),
      contentType: picture.contentType,
      content: picture.data,
    });
  }
  return prepared;
}
