import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import {
  documentFileUrl,
  findDocument,
  findDocumentByFile,
  type DocumentEntry,
} from '../../../src/domain/documents';
import { documentPdf } from './document-pdf';

/** The document host this server provides itself when CDN_URL is not set. */
export const LOCAL_CDN_PREFIX = '/cdn';

/** True when CDN_URL points at this server's own /cdn, so it must serve the files too. */
export function servesDocumentFiles(config: Pick<Config, 'cdnUrl' | 'siteUrl'>): boolean {
  return config.cdnUrl === `${config.siteUrl}${LOCAL_CDN_PREFIX}`;
}

/**
 * Where /dl/{id}/ leads: computed from the catalogue and the CDN_URL of this run, so a build made
 * for one host keeps working when the server runs with another. Undefined for an unknown id.
 */
export function downloadLocation(id: string, cdnUrl: string): string | undefined {
  const entry = findDocument(id);
  return entry && documentFileUrl(cdnUrl, entry);
}

export type DocumentFile = { entry: DocumentEntry; body: Buffer; etag: string };

/**
 * The sample PDFs, made on first request and kept: each is about 2 KB and the catalogue is fixed,
 * so the cache is bounded by the catalogue (~300 entries, well under a megabyte).
 */
export class DocumentFiles {
  readonly #cache = new Map<string, DocumentFile>();

  constructor(private readonly siteUrl: string) {}

  /** The file for a name such as `skjol-arsreikningur-2024.pdf`, or undefined. */
  get(fileName: string): DocumentFile | undefined {
    if (!fileName.endsWith('.pdf')) return undefined;
    const file = fileName.slice(0, -'.pdf'.length);
    const cached = this.#cache.get(file);
    if (cached) return cached;
    const entry = findDocumentByFile(file);
    if (!entry) return undefined;
    const body = documentPdf(entry, this.siteUrl);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    const made = { entry, body, etag };
    this.#cache.set(file, made);
    return made;
  }
}
