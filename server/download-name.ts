import { create as createContentDisposition } from 'content-disposition';

/** An ASCII-only stand-in for a file name: 'Þjónusta – yfirlit.pdf' -> 'Thjonusta - yfirlit.pdf'. */
export function asciiFileName(name: string): string {
  // Þ, Ð and Æ have no decomposition, so fold them by hand the way Icelanders spell them in ASCII.
  const folded = name
    .replace(/[Þþ]/g, (c) => (c === 'Þ' ? 'Th' : 'th'))
    .replace(/[Ðð]/g, (c) => (c === 'Ð' ? 'D' : 'd'))
    .replace(/[Ææ]/g, (c) => (c === 'Æ' ? 'Ae' : 'ae'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded.replace(/[^A-Za-z0-9 ._-]+/g, '-').replace(/-+/g, '-') || 'document.pdf';
}

/**
 * The Content-Disposition header for a download. The exact name travels as `filename*` (UTF-8);
 * older clients that read only `filename` get our readable ASCII spelling instead of question marks.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = asciiFileName(fileName);
  return createContentDisposition(fileName, {
    type: kind,
    fallback: ascii === fileName ? true : ascii,
  });
}
