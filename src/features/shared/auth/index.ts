export {
  AuthProvider,
  authErrorCode,
  useAuth,
  loadAuthClient,
  signInThenOpen,
  RECOVERABLE_ERRORS,
} from './auth-provider';
export type { AuthState, AuthStatus } from './auth-provider';
export { authClientOptions, callbackUrl, isStaffPortal } from './auth-config';
export { SDK_CACHE_PREFIX, SDK_SESSION_COOKIE } from './session-traces';
