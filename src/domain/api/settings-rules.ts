import { object, ref, string, type InferType } from 'yup';
import { acceptOf, type AttachmentKind } from '../attachments';
import { MESSAGE_KEYS } from '../forms/message-keys';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password';
import type { LanguageQuery } from './common';
import { endpoint, type FileResponse, type Get, type Post } from './endpoint';
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ErasureStatusResponse,
  GeneralInfoResponse,
  OverviewDownloadQuery,
  OverviewStatusResponse,
  PopupDismissalResponse,
  PopupInfo,
  PopupInfoRequest,
  PopupRequest,
  ProfilePictureResponse,
} from './settings';

/**
 * Settings → General, Password and Privacy: the API's paths, limits and the rules both the screens
 * and the server apply (the server validates again with the same schema). The request and response
 * shapes are declared in settings.ts.
 */

export const SETTINGS_API = {
  generalInfo: endpoint<Get<GeneralInfoResponse>>('/api/user/v1/settings/generalinfo/'),
  popupInfo: endpoint<Get<PopupInfo> & Post<PopupInfoRequest, PopupInfo>>(
    '/api/user/v1/settings/popupinfo/',
  ),
  checkPopup: endpoint<Post<PopupRequest, PopupDismissalResponse>>('/api/user/v1/checkpopup/'),
  savePopup: endpoint<Post<PopupRequest, PopupDismissalResponse>>('/api/user/v1/savepopup/'),
  profilePicture: endpoint<Post<FormData, ProfilePictureResponse>>('/api/user/v1/profilepicture/'),
  removeProfilePicture: endpoint<Post<undefined, ProfilePictureResponse>>(
    '/api/user/v1/removeProfilePicture/',
  ),
  changePassword: endpoint<Post<ChangePasswordRequest, ChangePasswordResponse>>(
    '/api/user/v1/settings/changepassword/',
  ),
  /**
   * Auth0's management call: e-mails a link to set a new password (identity's endpoint, which
   * reads its body by hand and declares no schema to type it by).
   */
  passwordLink: '/api/Auth0Management/v1/changepassword/',
  overviewRequest: endpoint<Post<undefined, OverviewStatusResponse, LanguageQuery>>(
    '/api/user/v1/settings/privacy/overviewRequest/',
  ),
  overviewStatus: endpoint<Get<OverviewStatusResponse>>(
    '/api/user/v1/settings/privacy/overviewStatus/',
  ),
  overviewDownload: endpoint<Get<FileResponse, OverviewDownloadQuery>>(
    '/api/user/v1/settings/privacy/overviewDownload/',
  ),
  erasureRequest: endpoint<Post<undefined, ErasureStatusResponse>>(
    '/api/user/v1/settings/privacy/okuvisirErasureRequest/',
  ),
  erasureStatus: endpoint<Get<ErasureStatusResponse>>(
    '/api/user/v1/settings/privacy/okuvisirErasureStatus/',
  ),
} as const;

// ---- general info and contact details ---------------------------------------------------

/** The popups a person may dismiss for good, by the type marker their forms carry. */
export const POPUP_TYPES = ['contactDetailsModal', 'bankDetailsModal', 'ccardModal'] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

// ---- profile picture --------------------------------------------------------------------

export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** The server redraws every picture with its longest edge at most this (px). */
export const PROFILE_PICTURE_MAX_EDGE = 1024;
/** The server redraws these as a JPEG (a HEIC from an iPhone too, as claim photos are). */
export const PROFILE_PICTURE_KINDS = [
  'png',
  'jpeg',
  'webp',
  'heic',
] as const satisfies readonly AttachmentKind[];
export const PROFILE_PICTURE_ACCEPT = acceptOf(PROFILE_PICTURE_KINDS);

/** The form field that carries the picture in the multipart/form-data upload. */
export const PROFILE_PICTURE_FIELD = 'picture';

// ---- password ---------------------------------------------------------------------------

/** The same rules the identity's set-password link enforces: one module holds them. */
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH };

export const PASSWORD_MESSAGE_KEYS = {
  requiredField: MESSAGE_KEYS.requiredField,
  passwordTooShort: 'settings|passwordTooShort',
  passwordTooLong: 'settings|passwordTooLong',
  passwordUnchanged: 'settings|passwordUnchanged',
  passwordContainsKennitala: 'settings|passwordContainsKennitala',
  passwordContainsName: 'settings|passwordContainsName',
  passwordsDiffer: 'settings|passwordsDiffer',
} as const;

/** What the server checks: the current password and a new one that follows the policy. */
export const changePasswordSchema = object({
  currentPassword: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGE_KEYS.passwordTooLong),
  newPassword: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE_KEYS.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGE_KEYS.passwordTooLong)
    .notOneOf([ref('currentPassword')], PASSWORD_MESSAGE_KEYS.passwordUnchanged),
});

/** The form adds a confirmation field the server never needs to see. */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: string()
    .required(MESSAGE_KEYS.requiredField)
    .oneOf([ref('newPassword')], PASSWORD_MESSAGE_KEYS.passwordsDiffer),
});

/** The password change after the rules. */
export type ChangePassword = InferType<typeof changePasswordSchema>;

// ---- privacy ----------------------------------------------------------------------------

/** ready: downloadable until expiresAt; expired: the file is gone, ask again; failed: ask again. */
export const OVERVIEW_STATUSES = ['processing', 'ready', 'expired', 'failed'] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];
export const OVERVIEW_FORMATS = ['pdf', 'json'] as const;
export type OverviewFormat = (typeof OVERVIEW_FORMATS)[number];
/** How long a finished overview can be downloaded. */
export const OVERVIEW_VALID_DAYS = 30;
/** A new overview can be asked for once the last one is this old (or expired, or failed). */
export const OVERVIEW_MIN_INTERVAL_HOURS = 24;

export const ERASURE_STATUSES = ['completed', 'failed'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];
