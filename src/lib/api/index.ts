export {
  ApiError,
  call,
  callForFile,
  registerApiSession,
  RELOAD_AFTER_401_MS,
  saveFile,
  sessionHeaders,
  STORAGE_KEYS,
  toQueryString,
} from './call';
export type { ApiSession, CallOptions, HttpMethod } from './call';
export { errorMessage, errorMessageKey } from './error-message';
export { sendFormWithFiles, toFormData, type UploadProgress } from './upload';
