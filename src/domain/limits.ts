// Business constants and limits. One place so the form, the server and the UI agree.
// Bank field lengths live in ./bank next to the rules that use them.

// Inputs
export const DESCRIPTION_MAX_LENGTH = 999;
export const KENNITALA_LENGTH = 10;
export const CARD_DISPLAY_LENGTH = 16;

// Assistance button: when it draws attention (the button itself is not built yet)
export const SCROLL_THRESHOLD_PX = 800;
export const WINDOW_HEIGHT_THRESHOLD_PX = 920;

/** Delays and polling intervals, in milliseconds. */
export const TIMING_MS = {
  popupCloseDelay: 200,
  reloadAfterUnauthorized: 1000,
  chatReadinessPoll: 150,
  dataLayerPushDelay: 50,
  delayedLoadNotice: 1000,
  outboundLinkFallback: 250,
  jsonpTimeout: 5000,
} as const;

export const CARD_REGISTRATION = {
  sessionExpiryMs: 8 * 60 * 1000,
  expiryCheckIntervalMs: 1000,
  popupClosedPollMs: 1000,
  dialogCloseAfterRegistrationMs: 200,
  popupWidthPx: 800,
  popupHeightPx: 1100,
} as const;

export const TOAST = {
  autoCloseMs: 5000,
  /** Share of the toast's width it must be dragged before it is removed (react-toastify's draggablePercent). */
  dragRemovalPercent: 80,
} as const;

export const UI_ANIMATION = {
  menuDurationMs: 250,
  menuOffsetPx: 5,
  rippleRemoveAfterMs: 1000,
  skeletonDurationMs: 1200,
  dropdownDragThresholdPx: 5,
} as const;

export const LOADING_DOTS = {
  max: 5,
  default: 5,
} as const;

export const PAGE_DATA_RETRIES = 3;

export const BREAKPOINTS_PX = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xm: 1045,
  xl: 1200,
  xxl: 1393,
} as const;
export const LOGO_OVERFLOW_BREAKPOINT_PX = 1670;

/** Sign-in library settings. Units are in the names. */
export const LOGIN = {
  popupTimeoutMs: 60_000,
  hiddenFrameTimeoutMs: 60_000,
  fetchTimeoutMs: 10_000,
  tokenRequestAttempts: 3,
  lockWaitMs: 5000,
  lockRefreshMs: 1000,
  popupWidthPx: 400,
  popupHeightPx: 600,
  iframeCleanupMs: 2000,
  cacheExpiryMarginSeconds: 60,
  leewaySeconds: 60,
  cookieLifetimeDays: 1,
  transactionLifetimeDays: 1,
  defaultScope: 'openid profile email',
  refreshTokenScope: 'offline_access',
} as const;

export const KEY_CODES = {
  tab: 9,
  return: 13,
  escape: 27,
  space: 32,
  end: 35,
  home: 36,
  left: 37,
  up: 38,
  right: 39,
  down: 40,
} as const;
