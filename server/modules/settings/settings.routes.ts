import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
} from '../../../src/domain/api/settings-rules';
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  GeneralInfoResponse,
  PopupDismissalResponse,
  PopupInfo,
  PopupInfoRequest,
  PopupRequest,
  ProfilePictureResponse,
} from '../../../src/domain/api/settings';
import { normalizeKennitala } from '../../../src/domain';
import { AppError, notFound } from '../../errors';
import { actorOf, type ActingParty } from '../../identity/authenticate';
import { readUpload } from '../../uploads/multipart';
import { recordAuditEvent } from '../audit/audit.repository';
import { contentDisposition } from '../../download-name';
import { requestLanguage, sendBytes } from '../../portal/shared';
import { changePasswordSchema } from '../../../src/domain/api/settings-rules';
import { contactDetailsSchema } from '../../../src/domain/forms/contact-details';
import { errors } from '../../../src/domain/api/common';
import { findPicture } from './settings.repository';
import {
  changePassword,
  checkPopup,
  dismissPopup,
  generalInfo,
  imageTooLarge,
  popupInfo,
  profilePictureUrl,
  removePicture,
  saveContactDetails,
  uploadPicture,
} from './settings.service';

const tags = ['settings'];

/** Popups, the profile picture and the password belong to the signed-in customer's own account. */
function signedInCustomer(request: FastifyRequest, code = 'CustomersOnly'): string {
  const auth = request.auth!;
  if (auth.kind !== 'customer')
    throw new AppError(code, 403, "Staff cannot do this on a customer's behalf");
  return auth.ssn;
}

/**
 * Acting for someone (a grant they gave, or staff impersonating) never reaches the ways into their
 * account: their e-mail and phone receive set-password links and sign in with electronic ID.
 */
async function refuseWhileActing(
  request: FastifyRequest,
  acting: ActingParty | null,
  what: 'contact' | 'password',
): Promise<void> {
  const auth = request.auth!;
  const named = request.headers.impersonateduser;
  const subject =
    acting?.kennitala ?? (typeof named === 'string' ? normalizeKennitala(named) : null);
  await recordAuditEvent(request.server.deps.database.db, {
    action: what === 'contact' ? 'settings.contactChangeRefused' : 'settings.passwordChangeRefused',
    actor: actorOf(auth),
    subject,
    detail: { via: acting?.via ?? (auth.kind === 'staff' ? 'staff' : 'self') },
  });
}

/**
 * /api/user/v1/: Settings → General (general info, contact details, popups, profile picture),
 * Password (signed-in change); Privacy is privacy.routes.ts.
 */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { mailer } = app.deps.identity;

  app.get(
    '/settings/generalinfo/',
    {
      schema: {
        summary: 'Name, kennitala, contact details, spouse and address of the acting party',
        tags,
        response: { 200: GeneralInfoResponse },
      },
    },
    async (request) => generalInfo(db, (await request.actingParty()).kennitala),
  );

  app.get(
    '/settings/popupinfo/',
    {
      schema: {
        summary: "The acting party's contact details and whether the contact popup should ask",
        tags,
        response: { 200: PopupInfo },
      },
    },
    async (request) => popupInfo(db, (await request.actingParty()).kennitala),
  );

  app.post(
    '/settings/popupinfo/',
    {
      config: { formRules: contactDetailsSchema },
      schema: {
        summary:
          'Updates mobile and home phone; a new e-mail is only sent a confirmation link and counts once confirmed (errors: missingEmail, invalidEmail, invalidLocalPhoneNumber; 429 EmailChangeThrottled)',
        tags,
        body: PopupInfoRequest,
        response: { 200: PopupInfo, ...errors(403, 429) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      if (acting.via !== 'self') {
        await refuseWhileActing(request, acting, 'contact');
        throw new AppError(
          'ContactChangeNotAllowedWhenActing',
          403,
          'Only the person themself changes their e-mail and phone; staff use the staff contact action',
        );
      }
      return saveContactDetails(db, mailer, {
        kennitala: acting.kennitala,
        body: request.body,
        actor: actorOf(request.auth!),
        language: requestLanguage(request),
        siteUrl: app.deps.config.siteUrl,
        contentDir: app.deps.config.contentDir,
      });
    },
  );

  app.post(
    '/checkpopup/',
    {
      schema: {
        summary: 'Whether the signed-in customer has dismissed a popup for good',
        tags,
        body: PopupRequest,
        response: { 200: PopupDismissalResponse },
      },
    },
    async (request) => checkPopup(db, signedInCustomer(request), request.body.type),
  );

  app.post(
    '/savepopup/',
    {
      schema: {
        summary: 'Records that the signed-in customer dismissed a popup',
        tags,
        body: PopupRequest,
        response: { 200: PopupDismissalResponse },
      },
    },
    async (request) =>
      dismissPopup(db, {
        kennitala: signedInCustomer(request),
        type: request.body.type,
        ip: request.ip,
      }),
  );

  app.get(
    '/profilepicture/',
    {
      schema: {
        summary:
          "The signed-in customer's picture (staff: the customer they act for); never cached",
        tags,
        response: {
          200: {
            description: 'The picture, a JPEG as stored',
            content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors(404),
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const kennitala = auth.kind === 'staff' ? (await request.actingParty()).kennitala : auth.ssn;
      const picture = await findPicture(db, kennitala);
      if (!picture) throw notFound('ProfilePictureNotFound', 'No profile picture');
      return sendBytes(reply, Buffer.from(picture.data), {
        'content-type': picture.content_type,
        'cache-control': 'private, no-store',
        'content-disposition': contentDisposition('inline', 'profile-picture'),
        'content-security-policy': "default-src 'none'; sandbox",
      });
    },
  );

  app.post(
    '/profilepicture/',
    {
      config: { acceptsMultipart: true },
      schema: {
        summary:
          "Sets the signed-in customer's picture: one file in the multipart/form-data field `picture`, PNG, JPEG, WebP or HEIC (checked by content), at most 2 MB; stored redrawn as a JPEG without metadata, at most 1024 px a side",
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ProfilePictureResponse },
      },
    },
    async (request) => {
      const kennitala = signedInCustomer(request);
      const upload = await readUpload(request, {
        fileFields: [PROFILE_PICTURE_FIELD],
        maxFiles: 1,
        maxFileBytes: PROFILE_PICTURE_MAX_BYTES,
      }).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'FileTooLarge' ? imageTooLarge() : error;
      });
      const profilePicture = await uploadPicture(db, {
        kennitala,
        bytes: upload.files[0]!.bytes,
        actor: kennitala,
        ip: request.ip,
      });
      return { profilePicture };
    },
  );

  app.post(
    '/removeProfilePicture/',
    {
      schema: {
        summary: "Removes the signed-in customer's picture",
        tags,
        response: { 200: ProfilePictureResponse },
      },
    },
    async (request) => {
      const kennitala = signedInCustomer(request);
      await removePicture(db, { kennitala, actor: kennitala, ip: request.ip });
      return { profilePicture: await profilePictureUrl(db, kennitala) };
    },
  );

  app.post(
    '/settings/changepassword/',
    {
      config: { formRules: changePasswordSchema },
      schema: {
        summary: "Changes the signed-in customer's own password (current password required)",
        tags,
        body: ChangePasswordRequest,
        response: {
          200: ChangePasswordResponse,
        },
      },
    },
    async (request) => {
      if (request.auth!.kind === 'staff') {
        await refuseWhileActing(request, null, 'password');
        throw new AppError(
          'StaffCannotChangePassword',
          403,
          "Staff cannot do this on a customer's behalf",
        );
      }
      // Whoever acts for someone else changes nobody's password here, not even their own.
      const acting = await request.actingParty();
      if (acting.via !== 'self') {
        await refuseWhileActing(request, acting, 'password');
        throw new AppError(
          'PasswordChangeNotAllowedWhenActing',
          403,
          'Passwords are changed only while acting for oneself',
        );
      }
      const kennitala = acting.kennitala;
      await changePassword(db, {
        kennitala,
        body: request.body,
        ip: request.ip,
        session: { redis: app.deps.redis, grantId: request.auth?.grantId },
      });
      return { changed: true as const };
    },
  );
};
