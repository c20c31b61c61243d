import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import {
  documentFileUrl,
  findDocument,
  findDocumentByFile,
  type DocumentEntry,
} from '../../../src/domain/documents';
import { currentServiceContact } from '../help/general-config';
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
 * The sample PDFs, made on first request and kept: each is a few KB and the catalogue is fixed,
 * so the cache is bounded by the catalogue (~300 entries, about a megabyte). The promise is kept,
 * so requests that arrive while a file is being drawn wait for the same one.
 */
export class DocumentFiles {
  /** By file name: the drawing, and the letterhead's phone and e-mail it was drawn with. */
  readonly #cache = new Map<string, { letterhead: string; made: Promise<DocumentFile> }>();

  constructor(
    private readonly siteUrl: string,
    private readonly contentDir: string,
  ) {}

  /** The file for a name such as `skjol-arsreikningur-2024.pdf`, or undefined. */
  async get(fileName: string): Promise<DocumentFile | undefined> {
    if (!fileName.endsWith('.pdf')) return undefined;
    const file = fileName.slice(0, -'.pdf'.length);
    const entry = findDocumentByFile(file);
    if (!entry) return undefined;
    // The letterhead prints the published phone and e-mail; once editors change them, the file
    // is drawn again in place of the old one.
    const contact = await currentServiceContact(this.contentDir, entry.language);
    const letterhead = `${contact.phone}\n${contact.email}`;
    const cached = this.#cache.get(file);
    if (cached?.letterhead === letterhead) return cached.made;
    const made = documentPdf(entry, this.siteUrl, contact).then((body) => ({
      entry,
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    }));
    this.#cache.set(file, { letterhead, made });
    // A failed drawing is not kept, so the next request tries again.
    made.catch(() => {
      if (this.#cache.get(file)?.made === made) this.#cache.delete(file);
    });
    return made;
  }
}
