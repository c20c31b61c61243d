export { AuthProvider, useAuth, loadAuthClient, RECOVERABLE_ERRORS } from './auth-provider';
export type { AuthState, AuthStatus } from './auth-provider';
export { authClientOptions, callbackUrl, isStaffPortal } from './auth-config';
