export {
  ApiError,
  call,
  registerApiSession,
  RELOAD_AFTER_401_MS,
  STORAGE_KEYS,
  toQueryString,
} from './call';
export type { ApiSession, CallOptions, HttpMethod } from './call';
