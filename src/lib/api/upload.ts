import { ApiError } from './call';

/**
 * Sends a form with files as multipart/form-data and reports how much of it has gone. fetch
 * cannot tell how far an upload has come, XMLHttpRequest can, so this is the one place the site
 * uses it. Same origin and credentials as `call`; an answer that is not 2xx becomes the same
 * ApiError `call` throws, and a request that never got an answer (the network dropped) becomes an
 * ApiError with status 0, so a form can say which of the two happened.
 */
export type UploadProgress = { loaded: number; total: number };

export function sendFormWithFiles<T>(
  path: string,
  form: FormData,
  options: {
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
    /** Sent with the request: the portal's session headers (see sessionHeaders). */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {}))
      request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    const body = (): Record<string, unknown> => {
      try {
        const parsed: unknown = JSON.parse(request.responseText || '{}');
        return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    };
    request.addEventListener('load', () => {
      const parsed = body();
      if (request.status >= 200 && request.status < 300) {
        resolve(parsed as T);
        return;
      }
      const message =
        typeof parsed.message === 'string'
          ? parsed.message
          : `${request.status} ${request.statusText}`;
      reject(new ApiError(request.status, parsed, message));
    });
    const unreachable = () =>
      reject(new ApiError(0, { errorCode: 'NetworkError' }, 'The request got no answer'));
    request.addEventListener('error', unreachable);
    request.addEventListener('timeout', unreachable);
    request.addEventListener('abort', () =>
      reject(new ApiError(0, { errorCode: 'Aborted' }, 'The request was stopped')),
    );
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** FormData from a form's values: a list becomes one part per item, '' and undefined are left out. */
export function toFormData(
  values: Record<string, string | readonly string[] | undefined>,
  files: readonly File[],
  fileField: string,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    if (typeof value === 'string') form.append(name, value);
    else for (const item of value) form.append(name, item);
  }
  for (const file of files) form.append(fileField, file, file.name);
  return form;
}
