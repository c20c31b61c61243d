import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable, PortalLanguage, Uuid } from './common';
import {
  ERASURE_STATUSES,
  OVERVIEW_FORMATS,
  OVERVIEW_STATUSES,
  POPUP_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './settings-rules';
import { CONTACT_DETAILS_TYPE } from '../forms/contact-details';

/**
 * Settings → General, Password and Privacy: request and response shapes. The field rules (and
 * their message keys) are settings-rules.ts's and src/domain/forms', applied by the service; these
 * bound the shapes and sizes only.
 */

const Phone = Type.String({ maxLength: 20 });

export const Address = Type.Object({
  street: Type.String(),
  postalCode: Type.String(),
  town: Type.String(),
});
export type Address = Static<typeof Address>;

/** GET /api/user/v1/settings/generalinfo/ */
export const GeneralInfoResponse = Type.Object({
  fullName: Type.String(),
  ssn: Type.String(),
  isCompany: Type.Boolean(),
  email: Type.String(),
  mobilePhone: Type.String({ description: "7 digits, or '' when none is registered" }),
  homePhone: Type.String(),
  spouse: Nullable(Type.Object({ ssn: Type.String(), name: Type.String() })),
  address: Nullable(Address),
  /** A new address waiting for its confirmation link; absent when none is waiting. */
  pendingEmail: Type.Optional(Type.String()),
});
export type GeneralInfoResponse = Static<typeof GeneralInfoResponse>;

/** GET and POST /api/user/v1/settings/popupinfo/ */
export const PopupInfo = Type.Object({
  showPopup: Type.Boolean(),
  /** The address in force: a new one counts only once confirmed from its own mailbox. */
  email: Type.String(),
  /** A new address waiting for its confirmation link; absent when none is waiting. */
  pendingEmail: Type.Optional(Type.String()),
  mobilePhone: Type.String(),
  homePhone: Type.String(),
});
export type PopupInfo = Static<typeof PopupInfo>;

/** POST popupinfo/: validated with `contactDetailsSchema` from src/domain/forms. */
export const PopupInfoRequest = Type.Object({
  type: Type.Optional(Type.Literal(CONTACT_DETAILS_TYPE)),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  mobilePhone: Type.Optional(Phone),
  homePhone: Type.Optional(Phone),
});
export type PopupInfoRequest = Static<typeof PopupInfoRequest>;

/** POST checkpopup/ and savepopup/ */
export const PopupRequest = Type.Object(
  { type: Type.Enum(POPUP_TYPES) },
  { additionalProperties: false },
);
export type PopupRequest = Static<typeof PopupRequest>;

export const PopupDismissalResponse = Type.Object({
  type: Type.String(),
  dismissedAt: Nullable(IsoDateTime),
});
export type PopupDismissalResponse = Static<typeof PopupDismissalResponse>;

/** POST profilepicture/ (multipart) and removeProfilePicture/ */
export const ProfilePictureResponse = Type.Object({ profilePicture: Nullable(Type.String()) });
export type ProfilePictureResponse = Static<typeof ProfilePictureResponse>;

/** POST settings/changepassword/: validated with `changePasswordSchema`. */
export const ChangePasswordRequest = Type.Object({
  currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  newPassword: Type.Optional(
    Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  ),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

export const ChangePasswordResponse = Type.Object({ changed: Type.Literal(true) });
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

export const OverviewRequestInfo = Type.Object({
  id: Uuid,
  status: Type.Enum(OVERVIEW_STATUSES),
  requestedAt: IsoDateTime,
  completedAt: Nullable(IsoDateTime),
  expiresAt: Nullable(IsoDateTime),
  nextRequestAt: Nullable(IsoDateTime, {
    description: 'When a new overview may be requested; null when it may be now',
  }),
});
export type OverviewRequestInfo = Static<typeof OverviewRequestInfo>;

/** GET privacy/overviewStatus/ and POST privacy/overviewRequest/ */
export const OverviewStatusResponse = Type.Object({ request: Nullable(OverviewRequestInfo) });
export type OverviewStatusResponse = Static<typeof OverviewStatusResponse>;

/** GET privacy/overviewDownload/ */
export const OverviewDownloadQuery = Type.Object({
  id: Uuid,
  format: Type.Enum(OVERVIEW_FORMATS, { default: 'pdf' }),
  lang: Type.Optional(PortalLanguage),
});
export type OverviewDownloadQuery = Static<typeof OverviewDownloadQuery>;

export const ErasureRequestInfo = Type.Object({
  id: Uuid,
  status: Type.Enum(ERASURE_STATUSES),
  requestedAt: IsoDateTime,
  completedAt: Nullable(IsoDateTime),
  erasedTrips: Type.Integer({ description: 'How many recorded trips were erased' }),
});
export type ErasureRequestInfo = Static<typeof ErasureRequestInfo>;

/** GET privacy/okuvisirErasureStatus/ and POST privacy/okuvisirErasureRequest/ */
export const ErasureStatusResponse = Type.Object({
  tripsHeld: Type.Integer({ description: 'How many ökuvísir trips we hold about the person now' }),
  request: Nullable(ErasureRequestInfo),
});
export type ErasureStatusResponse = Static<typeof ErasureStatusResponse>;
