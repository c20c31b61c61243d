/**
 * Files people send with the public forms (the business inquiry, a safety product suggestion, a
 * sales lead, web-to-case). One set of limits, so the picker refuses in the browser exactly what
 * the server would refuse, and one sniffer that tells what a file is from its first bytes, never
 * from its name or the type the browser claims.
 */

/** The multipart field every form's files travel in. */
export const ATTACHMENT_FIELD = 'attachments';

export const ATTACHMENT_LIMITS = {
  /** Files per submission. */
  maxFiles: 5,
  /** Bytes per file: a phone photo or a scanned contract of a few pages. */
  maxFileBytes: 8 * 1024 * 1024,
  /** Bytes for all the files of one submission together. */
  maxTotalBytes: 20 * 1024 * 1024,
} as const;

/** How many files, and how large, one picker takes; forms with larger needs (a claim) name their own. */
/** The multipart field a customer's answer travels in beside its files (claims and requests). */
export const REPLY_BODY_FIELD = 'body';

export type AttachmentLimits = { maxFiles: number; maxFileBytes: number; maxTotalBytes: number };

/**
 * What we take. Pictures are redrawn on the server (metadata such as GPS position dropped), so only
 * formats it can decode are listed. HEIC, an iPhone's own format, arrives whenever a photo is sent
 * as it was taken (shared from the Photos app, or picked by a browser that does not convert it);
 * the server decodes it itself and stores a JPEG (decision 033).
 */
export const ATTACHMENT_KINDS = ['pdf', 'jpeg', 'png', 'webp', 'heic'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** The type each kind is stored and served as; a HEIC photo never is, it becomes a JPEG. */
export const ATTACHMENT_CONTENT_TYPES: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

/** The types a browser may declare for each kind: HEIF is the container's own name for HEIC. */
const DECLARED_TYPES: Record<AttachmentKind, readonly string[]> = {
  pdf: ['application/pdf'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
  heic: ['image/heic', 'image/heif'],
};

const EXTENSIONS: Record<AttachmentKind, readonly string[]> = {
  pdf: ['.pdf'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  heic: ['.heic', '.heif'],
};

/** A file input's `accept` for these kinds: what the chooser offers first. */
export function acceptOf(kinds: readonly AttachmentKind[]): string {
  return kinds.flatMap((kind) => [...EXTENSIONS[kind], ...DECLARED_TYPES[kind]]).join(',');
}

export const ATTACHMENT_ACCEPT = acceptOf(ATTACHMENT_KINDS);

/** How many leading bytes the sniffer needs. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The major brands of an ISO-BMFF file that make it a HEIF picture coded with HEVC: still pictures
 * (heic, heix, heim, heis, and mif1 for the bare image container) and sequences (hevc, msf1), of
 * which the first picture is kept. AVIF (avif, avis) is the same container with another codec and
 * is not among them.
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1']);

/** True for an ISO-BMFF file whose first box is `ftyp` with one of the HEIC major brands. */
function isHeic(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return brand.length === 4 && HEIC_BRANDS.has(brand);
}

/**
 * What a file is by its signature: PDF (`%PDF-`), PNG, JPEG (SOI and a marker), WebP (a RIFF
 * container of type WEBP) or HEIC (see isHeic); null for anything else, whatever it is called.
 */
export function sniffAttachment(bytes: Uint8Array): AttachmentKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isHeic(bytes)) return 'heic';
  return null;
}

/** The translation key (in the `attachments` group) of what is wrong with the files chosen. */
export type AttachmentProblem =
  | 'attachmentType'
  | 'attachmentTooLarge'
  | 'attachmentEmpty'
  | 'tooManyAttachments'
  | 'attachmentsTooLarge';

/** Judged by name and declared type: all the browser knows before it reads the bytes. */
export function looksAcceptable(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return ATTACHMENT_KINDS.some(
    (kind) =>
      EXTENSIONS[kind].some((extension) => name.endsWith(extension)) ||
      DECLARED_TYPES[kind].includes(file.type),
  );
}

/**
 * Declared as one of these kinds. A file the browser declares no type for (HEIC, where the system
 * does not know it) is judged by its name's extension instead.
 */
export function declaredAs(
  file: { name: string; type: string },
  kinds: readonly AttachmentKind[],
): boolean {
  if (file.type === '') {
    const name = file.name.toLowerCase();
    return kinds.some((kind) => EXTENSIONS[kind].some((extension) => name.endsWith(extension)));
  }
  return kinds.some((kind) => DECLARED_TYPES[kind].includes(file.type));
}

/** What is wrong with one file on its own, or null. */
export function fileProblem(
  file: { name: string; type: string; size: number },
  limits: AttachmentLimits = ATTACHMENT_LIMITS,
): AttachmentProblem | null {
  if (!looksAcceptable(file)) return 'attachmentType';
  if (file.size === 0) return 'attachmentEmpty';
  if (file.size > limits.maxFileBytes) return 'attachmentTooLarge';
  return null;
}

/** What is wrong with the files together (how many, how large in all), or null. */
export function setProblem(
  files: readonly { size: number }[],
  limits: AttachmentLimits = ATTACHMENT_LIMITS,
): AttachmentProblem | null {
  if (files.length > limits.maxFiles) return 'tooManyAttachments';
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > limits.maxTotalBytes) return 'attachmentsTooLarge';
  return null;
}

/** A picture's name after the server redrew it as a JPEG: the same stem, `.jpg`. */
export function jpegName(fileName: string): string {
  const stem = fileName.replace(/\.[^./\\]*$/, '');
  return `${stem || 'mynd'}.jpg`;
}
