import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTENT_LANGUAGES,
  type AlternateLanguage,
  type ContentDocument,
  type ContentSnapshot,
  type CustomTypeModel,
} from './types';

/**
 * Reads `content/` into a snapshot.
 *
 *   content/documents/<type>/<uid>.<lang>.json   one Prismic document (lang `is` or `en-gb`)
 *   content/models/<type>.json                   one custom type model
 *
 * What a document file may leave out is computed here, always the same way, so the content hash
 * (the master ref) fully determines what the API answers.
 */

/** Publication date of a document file that names none. Fixed, so answers never depend on mtimes. */
export const DEFAULT_PUBLICATION_DATE = '2025-01-01T00:00:00+0000';

const DOCUMENT_KEYS = new Set([
  'id',
  'uid',
  'type',
  'lang',
  'group',
  'tags',
  'first_publication_date',
  'last_publication_date',
  'data',
]);
const TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;
const UID_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const FILE_PATTERN = new RegExp(
  `^(.+)\\.(${CONTENT_LANGUAGES.map((language) => language.id.replace(/-/g, '\\-')).join('|')})\\.json$`,
);

export class ContentLoadError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content could not be loaded: ${problems.join('; ')}`);
    this.name = 'ContentLoadError';
  }
}

type FileEntry = { relative: string; absolute: string };

async function listDirectory(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function isDirectory(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory();
  } catch {
    return false;
  }
}

/** Every document and model file, sorted by path, with '/' separators on every platform. */
async function listContentFiles(
  dir: string,
): Promise<{ documents: FileEntry[]; models: FileEntry[] }> {
  const documents: FileEntry[] = [];
  const documentsDir = path.join(dir, 'documents');
  for (const type of await listDirectory(documentsDir)) {
    const typeDir = path.join(documentsDir, type);
    if (!(await isDirectory(typeDir))) continue;
    for (const name of await listDirectory(typeDir)) {
      if (!name.endsWith('.json')) continue;
      documents.push({ relative: `documents/${type}/${name}`, absolute: path.join(typeDir, name) });
    }
  }
  const models: FileEntry[] = [];
  for (const name of await listDirectory(path.join(dir, 'models'))) {
    if (!name.endsWith('.json')) continue;
    models.push({ relative: `models/${name}`, absolute: path.join(dir, 'models', name) });
  }
  return { documents, models };
}

/**
 * A cheap fingerprint of the files (names, sizes, modification times). When it is unchanged the
 * files are taken as unchanged and not read again.
 */
export async function contentSignature(dir: string): Promise<string> {
  const { documents, models } = await listContentFiles(dir);
  const parts = await Promise.all(
    [...documents, ...models].map(async (file) => {
      try {
        const info = await stat(file.absolute);
        return `${file.relative}:${info.size}:${info.mtimeMs}`;
      } catch {
        return `${file.relative}:gone`;
      }
    }),
  );
  return parts.join('\n');
}

/** Prismic refs are short URL-safe tokens; 96 bits of SHA-256 is plenty to tell versions apart. */
function shortHash(hash: ReturnType<typeof createHash>): string {
  return hash.digest('base64url').slice(0, 16);
}

export function computedDocumentId(type: string, uid: string, lang: string): string {
  return shortHash(createHash('sha256').update(`${type}\0${uid}\0${lang}`));
}

/** Any ISO-8601 date or timestamp -> Prismic's timestamp form, '2024-01-15T10:00:00+0000'. */
export function toPrismicTimestamp(value: string): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type ParsedDocument = {
  file: string;
  explicitId: string | undefined;
  group: string;
  document: ContentDocument;
};

function parseDocument(
  file: FileEntry,
  text: string,
  problems: string[],
): ParsedDocument | undefined {
  const [, type = '', name = ''] = file.relative.split('/');
  const match = FILE_PATTERN.exec(name);
  if (!TYPE_PATTERN.test(type)) {
    problems.push(`${file.relative}: the folder name must be a custom type id (a-z, 0-9, _)`);
    return undefined;
  }
  if (!match) {
    problems.push(
      `${file.relative}: the file name must be <uid>.<lang>.json with lang one of ${CONTENT_LANGUAGES.map((l) => l.id).join(', ')}`,
    );
    return undefined;
  }
  const [, uid = '', lang = ''] = match;
  if (!UID_PATTERN.test(uid)) {
    problems.push(`${file.relative}: the uid must be lower-case a-z, 0-9, - and _`);
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    problems.push(`${file.relative}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
  if (!isRecord(body)) {
    problems.push(`${file.relative}: must hold a JSON object`);
    return undefined;
  }
  const before = problems.length;
  const problem = (message: string) => problems.push(`${file.relative}: ${message}`);
  for (const key of Object.keys(body)) {
    if (!DOCUMENT_KEYS.has(key)) {
      problem(
        key === 'alternate_languages'
          ? 'alternate_languages is computed; give translations the same "group" instead'
          : `unknown key "${key}"`,
      );
    }
  }
  const expect = (key: string, expected: string) => {
    if (body[key] !== undefined && body[key] !== expected) {
      problem(`"${key}" is ${JSON.stringify(body[key])} but the path says "${expected}"`);
    }
  };
  expect('type', type);
  expect('uid', uid);
  expect('lang', lang);
  const explicitId = body.id;
  if (
    explicitId !== undefined &&
    (typeof explicitId !== 'string' || !ID_PATTERN.test(explicitId))
  ) {
    problem('"id" must be 1-64 characters of A-Z, a-z, 0-9, - and _');
  }
  const group = body.group ?? uid;
  if (typeof group !== 'string' || group === '') problem('"group" must be a non-empty string');
  const tags = body.tags ?? [];
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string' && tag !== '')) {
    problem('"tags" must be a list of non-empty strings');
  }
  const dates: Record<string, string> = {};
  for (const key of ['first_publication_date', 'last_publication_date'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    const timestamp = typeof value === 'string' ? toPrismicTimestamp(value) : null;
    if (timestamp) dates[key] = timestamp;
    else problem(`"${key}" must be an ISO-8601 date or timestamp`);
  }
  if (!isRecord(body.data)) problem('"data" must be an object');
  if (problems.length > before) return undefined;

  const first = dates.first_publication_date ?? DEFAULT_PUBLICATION_DATE;
  return {
    file: file.relative,
    explicitId: explicitId as string | undefined,
    group: group as string,
    document: {
      id: (explicitId as string | undefined) ?? computedDocumentId(type, uid, lang),
      uid,
      url: null,
      type,
      tags: [...new Set(tags as string[])],
      first_publication_date: first,
      last_publication_date: dates.last_publication_date ?? first,
      slugs: [],
      linked_documents: [],
      lang,
      alternate_languages: [],
      data: body.data as Record<string, unknown>,
    },
  };
}

function parseModel(
  file: FileEntry,
  text: string,
  problems: string[],
): CustomTypeModel | undefined {
  const expectedId = path.basename(file.relative, '.json');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    problems.push(`${file.relative}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
  if (!isRecord(body) || body.id !== expectedId || !isRecord(body.json)) {
    problems.push(
      `${file.relative}: must be a custom type model with "id": "${expectedId}" and "json"`,
    );
    return undefined;
  }
  if (!Object.values(body.json).every(isRecord)) {
    problems.push(`${file.relative}: every tab in "json" must be an object of fields`);
    return undefined;
  }
  return {
    id: expectedId,
    label: typeof body.label === 'string' ? body.label : null,
    repeatable: body.repeatable !== false,
    format: body.format === 'page' ? 'page' : 'custom',
    status: body.status !== false,
    json: body.json as CustomTypeModel['json'],
  };
}

/** Fills document links written as `{ link_type: 'Document', type, uid }` the way Prismic returns them. */
function resolveLinks(
  value: unknown,
  source: ContentDocument,
  find: (link: Record<string, unknown>) => ContentDocument | undefined,
  warn: (message: string) => void,
): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveLinks(item, source, find, warn));
  if (!isRecord(value)) return value;
  if (value.link_type === 'Document' && (value.id !== undefined || value.uid !== undefined)) {
    const target = find(value);
    const extras: Record<string, unknown> = {};
    for (const key of ['text', 'variant', 'key'] as const) {
      if (value[key] !== undefined) extras[key] = value[key];
    }
    if (!target) {
      warn(
        `${source.type}/${source.uid}.${source.lang}: a link points to a document that does not exist (${JSON.stringify(value)})`,
      );
      return { link_type: 'Document', ...value, isBroken: true };
    }
    return {
      id: target.id,
      type: target.type,
      tags: target.tags,
      lang: target.lang,
      slug: target.uid,
      first_publication_date: target.first_publication_date,
      last_publication_date: target.last_publication_date,
      uid: target.uid,
      url: target.url,
      link_type: 'Document',
      isBroken: false,
      ...extras,
    };
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveLinks(item, source, find, warn)]),
  );
}

function modelFieldNames(model: CustomTypeModel): Set<string> {
  return new Set(Object.values(model.json).flatMap((tab) => Object.keys(tab)));
}

export function defaultDocumentOrder(a: ContentDocument, b: ContentDocument): number {
  return (
    a.first_publication_date.localeCompare(b.first_publication_date) ||
    a.type.localeCompare(b.type) ||
    a.uid.localeCompare(b.uid) ||
    a.lang.localeCompare(b.lang)
  );
}

export type LoadedContent = { snapshot: ContentSnapshot; signature: string };

/** Reads and checks every file; throws ContentLoadError naming every problem at once. */
export async function loadContentSnapshot(dir: string): Promise<LoadedContent> {
  // Taken before reading, so a file that changes while we read shows up at the next check.
  const signature = await contentSignature(dir);
  const { documents: documentFiles, models: modelFiles } = await listContentFiles(dir);
  const problems: string[] = [];
  const warnings: string[] = [];

  const hash = createHash('sha256');
  const parsed: ParsedDocument[] = [];
  for (const file of documentFiles) {
    const bytes = await readFile(file.absolute);
    hash.update(file.relative).update('\0').update(bytes).update('\0');
    const result = parseDocument(file, bytes.toString('utf8'), problems);
    if (result) parsed.push(result);
  }
  const ref = shortHash(hash);

  const models = new Map<string, CustomTypeModel>();
  for (const file of modelFiles) {
    const model = parseModel(file, await readFile(file.absolute, 'utf8'), problems);
    if (model) models.set(model.id, model);
  }

  const byId = new Map<string, ContentDocument>();
  const byKey = new Map<string, ContentDocument>();
  const groups = new Map<string, ParsedDocument[]>();
  for (const item of parsed) {
    const { document } = item;
    const clash = byId.get(document.id);
    if (clash) {
      problems.push(
        `${item.file}: id "${document.id}" is also used by ${clash.type}/${clash.uid}.${clash.lang}`,
      );
      continue;
    }
    byId.set(document.id, document);
    byKey.set(`${document.type}\0${document.uid}\0${document.lang}`, document);
    const groupKey = `${document.type}\0${item.group}`;
    const members = groups.get(groupKey) ?? [];
    const sameLanguage = members.find((member) => member.document.lang === document.lang);
    if (sameLanguage) {
      problems.push(
        `${item.file}: group "${item.group}" already has a ${document.lang} document (${sameLanguage.file})`,
      );
    }
    members.push(item);
    groups.set(groupKey, members);
  }
  if (problems.length > 0) throw new ContentLoadError(problems);

  for (const members of groups.values()) {
    for (const { document } of members) {
      document.alternate_languages = members
        .filter((other) => other.document !== document)
        .map(({ document: other }): AlternateLanguage => ({
          id: other.id,
          uid: other.uid,
          type: other.type,
          lang: other.lang,
        }))
        .sort((a, b) => a.lang.localeCompare(b.lang));
    }
  }

  const find = (source: ContentDocument) => (link: Record<string, unknown>) => {
    if (typeof link.id === 'string' && link.id !== '') return byId.get(link.id);
    const lang = typeof link.lang === 'string' ? link.lang : source.lang;
    return byKey.get(`${String(link.type)}\0${String(link.uid)}\0${lang}`);
  };
  for (const document of byId.values()) {
    document.data = resolveLinks(document.data, document, find(document), (message) =>
      warnings.push(message),
    ) as Record<string, unknown>;
    const model = models.get(document.type);
    if (model) {
      const known = modelFieldNames(model);
      for (const key of Object.keys(document.data)) {
        if (!known.has(key)) {
          warnings.push(
            `${document.type}/${document.uid}.${document.lang}: data field "${key}" is not in the ${document.type} model`,
          );
        }
      }
    }
  }

  const documents = [...byId.values()].sort(defaultDocumentOrder);
  for (const document of documents) Object.freeze(document);

  const types: Record<string, string> = {};
  for (const model of models.values()) types[model.id] = model.label ?? model.id;
  for (const document of documents) types[document.type] ??= document.type;

  return {
    signature,
    snapshot: {
      ref,
      documents,
      byId,
      models,
      types: Object.fromEntries(Object.entries(types).sort(([a], [b]) => a.localeCompare(b))),
      tags: [...new Set(documents.flatMap((document) => document.tags))].sort(),
      warnings,
    },
  };
}
