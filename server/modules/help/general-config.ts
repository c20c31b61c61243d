import type { FastifyRequest } from 'fastify';
import type { GeneralConfigResponse } from '../../../src/domain/api/content-config';
import { CONTENT_LANGUAGE, type Language } from '../../../src/domain/languages';
import { isRecord, plainText } from '../../content/plain-text';
import { openContentStore } from '../../content/store';
import type { ContentDocument, ContentSnapshot } from '../../content/types';

/** The documents the settings come from: the footer and the phone and chat opening hours. */
const FOOTER_UID = 'fotur';
const OPENING_HOURS_UID: Record<Language, string> = {
  is: 'opnunartimi',
  en: 'tel-and-chat-opening-hours',
};

function find(snapshot: ContentSnapshot, type: string, uid: string, language: Language) {
  const lang = CONTENT_LANGUAGE[language];
  return snapshot.documents.find(
    (document: ContentDocument) =>
      document.type === type && document.lang === lang && document.uid === uid,
  );
}

const text = (value: unknown) => plainText(value).trim();

/** The service phone number and e-mail as printed in the footer; empty strings when it has none. */
export type ServiceContact = { phone: string; email: string };

/** The footer's phone number and e-mail: the one place editors change them. */
export function serviceContact(snapshot: ContentSnapshot, language: Language): ServiceContact {
  const footer = find(snapshot, 'footer', FOOTER_UID, language);
  return { phone: text(footer?.data.phone), email: text(footer?.data.email) };
}

/** The same, from the content as it is now, for mails and texts the server writes. */
export async function currentServiceContact(
  contentDir: string,
  language: Language,
): Promise<ServiceContact> {
  return serviceContact(await (await openContentStore(contentDir)).current(), language);
}

/** The same for what answers a request: a PDF's letterhead, from the content the app serves. */
export function requestServiceContact(
  request: FastifyRequest,
  language: Language,
): Promise<ServiceContact> {
  return currentServiceContact(request.server.deps.config.contentDir, language);
}

/**
 * The site-wide settings editors keep in the content service, read from where the site already
 * holds them (the footer's phone and e-mail, the opening-hours document) so there is one place to
 * change each. `chatAlways` is the server's own setting for the live chat's hours.
 */
export function generalConfig(
  snapshot: ContentSnapshot,
  language: Language,
  options: { chatAlways: boolean },
): GeneralConfigResponse {
  const hours = find(snapshot, 'opening_hours', OPENING_HOURS_UID[language], language);
  const times = hours && Array.isArray(hours.data.times) ? hours.data.times.filter(isRecord) : [];
  return {
    ...serviceContact(snapshot, language),
    openingHours: hours
      ? {
          name: text(hours.data.name),
          times: times.map((time) => ({
            title: text(time.title),
            opens: text(time.opens),
            closes: text(time.closes),
            days: text(time.days),
          })),
        }
      : null,
    features: { chatAlways: options.chatAlways },
  };
}
