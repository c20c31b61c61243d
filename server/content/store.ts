import { EventEmitter } from 'node:events';
import path from 'node:path';
import { contentSignature, loadContentSnapshot, type LoadedContent } from './loader';
import { searchDocuments, type SearchPage, type SearchParams } from './search';
import { MASTER_LANGUAGE, type ContentDocument, type ContentSnapshot } from './types';

type StoreEvents = {
  /** New content was read; the master ref may or may not have changed. */
  reloaded: [snapshot: ContentSnapshot];
  /** A change on disk could not be read; the previous content keeps being served. */
  reloadFailed: [error: unknown];
};

/**
 * The content of one `content/` folder, held in memory and kept current.
 *
 * Before each answer the service calls `current()`, which compares a cheap fingerprint of the files
 * (names, sizes, mtimes) with the one it loaded and re-reads only when it differs. The master ref is
 * the hash of the document files' bytes, so touching a file without changing it keeps the ref.
 * Usable in-process (tests, the site build) as well as behind the HTTP routes.
 */
export class ContentStore extends EventEmitter<StoreEvents> {
  #loaded: LoadedContent;
  #checking: Promise<ContentSnapshot> | undefined;
  #failedSignature: string | undefined;

  private constructor(
    readonly dir: string,
    loaded: LoadedContent,
  ) {
    super();
    this.#loaded = loaded;
  }

  /** Reads `dir`; throws ContentLoadError naming every problem in the files. */
  static async load(dir: string): Promise<ContentStore> {
    const absolute = path.resolve(dir);
    return new ContentStore(absolute, await loadContentSnapshot(absolute));
  }

  /** The content as last loaded, without looking at the disk. */
  get snapshot(): ContentSnapshot {
    return this.#loaded.snapshot;
  }

  /** The master ref of the content as last loaded. */
  get ref(): string {
    return this.#loaded.snapshot.ref;
  }

  /**
   * The current content: re-read first if the files changed. Concurrent callers share one check.
   * A change that fails to load is reported through `reloadFailed` and the previous content is kept.
   */
  async current(): Promise<ContentSnapshot> {
    this.#checking ??= this.#check().finally(() => {
      this.#checking = undefined;
    });
    return this.#checking;
  }

  async #check(): Promise<ContentSnapshot> {
    const signature = await contentSignature(this.dir);
    if (signature === this.#loaded.signature || signature === this.#failedSignature) {
      return this.snapshot;
    }
    try {
      this.#swap(await loadContentSnapshot(this.dir));
    } catch (error) {
      this.#failedSignature = signature;
      this.emit('reloadFailed', error);
    }
    return this.snapshot;
  }

  /** Reads the files now, whatever their fingerprint; throws (keeping the old content) if they fail. */
  async reload(): Promise<ContentSnapshot> {
    await this.#checking?.catch(() => undefined);
    this.#swap(await loadContentSnapshot(this.dir));
    return this.snapshot;
  }

  #swap(loaded: LoadedContent): void {
    this.#loaded = loaded;
    this.#failedSignature = undefined;
    this.emit('reloaded', loaded.snapshot);
  }

  /** A REST API search (`q`, `lang`, `page`, `pageSize`, `orderings`, `after`) on one snapshot. */
  search(params: SearchParams, snapshot: ContentSnapshot = this.snapshot): SearchPage {
    return searchDocuments(snapshot, params);
  }

  /** Every document in every language, in the default order. */
  all(snapshot: ContentSnapshot = this.snapshot): readonly ContentDocument[] {
    return snapshot.documents;
  }

  getByID(id: string, snapshot: ContentSnapshot = this.snapshot): ContentDocument | undefined {
    return snapshot.byId.get(id);
  }

  getByUID(
    type: string,
    uid: string,
    lang: string = MASTER_LANGUAGE,
    snapshot: ContentSnapshot = this.snapshot,
  ): ContentDocument | undefined {
    return snapshot.documents.find(
      (document) => document.type === type && document.uid === uid && document.lang === lang,
    );
  }
}

/** One store per folder for the whole process, so every app instance and the webhook share it. */
const stores = new Map<string, Promise<ContentStore>>();

export function openContentStore(dir: string): Promise<ContentStore> {
  const absolute = path.resolve(dir);
  let store = stores.get(absolute);
  if (!store) {
    store = ContentStore.load(absolute);
    stores.set(absolute, store);
    // A folder that failed to load is tried afresh next time instead of failing forever.
    store.catch(() => stores.delete(absolute));
  }
  return store;
}

/**
 * Re-reads the content now (for the publish webhook): the open store for `dir`, or every open
 * store. Resolves to the new master refs; rejects, keeping the old content, if a folder fails to load.
 */
export async function reloadContent(dir?: string): Promise<string[]> {
  const wanted = dir === undefined ? [...stores.keys()] : [path.resolve(dir)];
  const refs: string[] = [];
  for (const key of wanted) {
    const store = stores.get(key);
    if (!store) continue;
    refs.push((await (await store).reload()).ref);
  }
  return refs;
}
