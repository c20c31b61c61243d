/**
 * The one way the site reaches the API: GET by default, same-origin
 * credentials, JSON in utf-8, a GET payload as a bracketed query string, the bearer token when
 * signed in, the acting-person headers from session storage, and errors as values the screens
 * can show.
 */
import type {
  Endpoint,
  Exchange,
  Exchanges,
  HttpMethod,
  UntypedPath,
} from '../../domain/api/endpoint';

export type { HttpMethod };

export type ApiSession = {
  /** A fresh access token, or undefined when nobody is signed in. */
  getAccessToken(): Promise<string | undefined>;
  /** The ssn of the person the page believes is signed in. */
  currentSsn(): string | undefined;
  /** Called when the API's 401 shows the token belongs to someone else than the page thinks. */
  onUserMismatch(): void;
};

let session: ApiSession | undefined;

/** The auth feature registers itself here; the API layer never imports it. */
export function registerApiSession(next: ApiSession | undefined): void {
  session = next;
}

/** Session-storage keys. */
export const STORAGE_KEYS = {
  impersonatedUser: 'kennitala',
  overviewUser: 'overviewUser',
  language: 'language',
  hidePopupContact: 'hidePopupContact',
  hidePopupBank: 'hidePopupBank',
  hidePopupCcard: 'hidePopupCcard',
  /** The claim report this browser is filling in (localStorage): its draft's handle and answers. */
  claimReport: 'skjol.claimReport',
} as const;

export const RELOAD_AFTER_401_MS = 1000;
export const NO_PERMISSION_MESSAGE = 'Engin heimild fyrir þessari aðgerð';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's stable error code, translated on screen through the `errorCode` group. */
  get errorCode(): string | undefined {
    return typeof this.body.errorCode === 'string' ? this.body.errorCode : undefined;
  }

  get fieldErrors(): Record<string, string[]> {
    const errors = this.body.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}

/** Nested keys in bracket form: {a: {b: 1}, c: [1, 2]} -> a[b]=1&c[0]=1&c[1]=2 */
export function toQueryString(payload: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value as Record<string, unknown>)) {
        add(`${key}[${child}]`, childValue);
      }
      return;
    }
    parts.push(
      `${encodeURIComponent(key)}=${encodeURIComponent(value === null ? '' : String(value))}`,
    );
  };
  for (const [key, value] of Object.entries(payload)) add(key, value);
  return parts.join('&');
}

function readSessionStorage(key: string): string | undefined {
  try {
    return window.sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function decodeSsnClaim(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { ssn?: unknown };
    return typeof claims.ssn === 'string' ? claims.ssn : undefined;
  } catch {
    return undefined;
  }
}

async function parseJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object'
      ? (parsed as Record<string, unknown>)
      : { value: parsed };
  } catch {
    // A body that is not JSON (an empty answer, a proxy's HTML page) becomes an empty object.
    return {};
  }
}

export type CallOptions = {
  method?: HttpMethod;
  /**
   * JSON for most calls (a GET's goes in the query string); FormData for uploads, sent as
   * multipart/form-data.
   */
  payload?: Record<string, unknown> | FormData;
  /** The query string of a write, whose payload is its body. */
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Headers of this call alone (a draft's key). */
  headers?: Record<string, string>;
};

/**
 * What every API request carries besides its own headers: the bearer token when signed in, the
 * acting-person headers from session storage, and the language of the page the person is reading,
 * so mail and links the server sends in answer (a confirmation link, a receipt) are in it rather
 * than in the browser's own language.
 */
export async function sessionHeaders(): Promise<{
  token: string | undefined;
  headers: Record<string, string>;
}> {
  const headers: Record<string, string> = {};
  const token = session ? await session.getAccessToken() : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  const impersonated = readSessionStorage(STORAGE_KEYS.impersonatedUser);
  if (impersonated) headers.impersonatedUser = impersonated;
  const overview = readSessionStorage(STORAGE_KEYS.overviewUser);
  if (overview) headers.overviewUser = overview;
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage) headers['accept-language'] = pageLanguage;
  return { token, headers };
}

async function send(
  path: string,
  { method = 'GET', payload, query: writeQuery, signal, headers: extraHeaders }: CallOptions,
  accept: string,
) {
  const { token, headers: sent } = await sessionHeaders();
  const headers: Record<string, string> = { accept, ...sent, ...extraHeaders };

  let url = path;
  const urlQuery = writeQuery ? toQueryString(writeQuery) : '';
  if (urlQuery) url += (url.includes('?') ? '&' : '?') + urlQuery;
  let body: string | FormData | undefined;
  if (payload instanceof FormData) {
    // The browser writes the multipart boundary into the content type itself.
    body = payload;
  } else if (method === 'GET') {
    const query = payload ? toQueryString(payload) : '';
    if (query) url += (url.includes('?') ? '&' : '?') + query;
  } else {
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(payload ?? {});
  }

  const response = await fetch(url, { method, headers, body, credentials: 'same-origin', signal });
  if (response.ok) return response;

  if (response.status === 401 && token && session) {
    const tokenSsn = decodeSsnClaim(token);
    const pageSsn = session.currentSsn();
    // Someone else signed in in another tab: start over as them rather than mix two people's data.
    if (tokenSsn && pageSsn && tokenSsn !== pageSsn) session.onUserMismatch();
  }
  if (response.status === 403 && response.type === 'cors') {
    throw new ApiError(403, { message: NO_PERMISSION_MESSAGE }, NO_PERMISSION_MESSAGE);
  }
  const errorBody = await parseJson(response);
  const message =
    typeof errorBody.message === 'string'
      ? errorBody.message
      : `${response.status} ${response.statusText}`;
  throw new ApiError(response.status, errorBody, message);
}

/** A key of the options, optional when the endpoint takes nothing there or nothing required. */
type OptionalWhenUndefined<Key extends string, Value> = undefined extends Value
  ? { [K in Key]?: Value }
  : Record<never, never> extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** The options of a call to one method of an endpoint, its payload and URL query typed. */
export type EndpointCallOptions<
  Methods extends Exchanges,
  Method extends keyof Methods,
> = Methods[Method] extends Exchange
  ? Omit<CallOptions, 'method' | 'payload' | 'query'> & {
      method?: Method;
    } & OptionalWhenUndefined<'payload', Methods[Method]['payload']> &
      OptionalWhenUndefined<'query', Methods[Method]['query']>
  : never;

/** The options argument may be left out when nothing in it is required. */
type OptionsArgument<Options> = object extends Options ? [options?: Options] : [options: Options];

type ResponseOf<
  Methods extends Exchanges,
  Method extends keyof Methods,
> = Methods[Method] extends Exchange ? Methods[Method]['response'] : never;

/**
 * Calls an endpoint; the method (GET unless `options.method` says otherwise) picks which of its
 * declared exchanges types the payload and the answer. A plain path takes the answer's type.
 */
export function call<
  Methods extends Exchanges,
  Method extends keyof Methods & HttpMethod = 'GET' & keyof Methods,
>(
  endpoint: Endpoint<Methods>,
  ...options: OptionsArgument<EndpointCallOptions<Methods, Method>>
): Promise<ResponseOf<Methods, Method>>;
export function call<T>(path: UntypedPath, options?: CallOptions): Promise<T>;
export async function call(path: string, options: CallOptions = {}): Promise<unknown> {
  const response = await send(path, options, 'application/json');
  return await parseJson(response);
}

type FileAnswer = { blob: Blob; fileName: string | undefined; headers: Headers };

/** A file from the API (a PDF), with the name the server gave it. */
export function callForFile<
  Methods extends Exchanges,
  Method extends keyof Methods & HttpMethod = 'GET' & keyof Methods,
>(
  endpoint: Endpoint<Methods>,
  ...options: OptionsArgument<EndpointCallOptions<Methods, Method>>
): Promise<FileAnswer>;
export function callForFile(path: UntypedPath, options?: CallOptions): Promise<FileAnswer>;
export async function callForFile(path: string, options: CallOptions = {}): Promise<FileAnswer> {
  const response = await send(path, options, 'application/pdf, application/json');
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  // RFC 6266 allows the plain name quoted or, when it is a bare token, unquoted.
  const plainMatch = /filename=(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i.exec(disposition);
  const plain = plainMatch?.[1]?.replace(/\\(.)/g, '$1') ?? plainMatch?.[2];
  return {
    blob: await response.blob(),
    fileName: encoded ? decodeURIComponent(encoded) : plain,
    headers: response.headers,
  };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
