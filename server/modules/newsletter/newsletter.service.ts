import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../errors';
import { toServerLanguage, translator, type ServerLanguage } from '../../i18n/locales';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.repository';
import { newsletterSignupSchema, validateWith } from '../../../src/domain';
import type {
  NewsletterSignupAccepted,
  NewsletterStatus,
} from '../../../src/domain/api/newsletter';
import {
  NEWSLETTER_API,
  NEWSLETTER_PAGES,
  NEWSLETTER_TOKEN_EXPIRED,
  NEWSLETTER_TOKEN_INVALID,
  PREVENTION_LIST,
} from '../../../src/domain/api/newsletter-paths';
import {
  makeNewsletterToken,
  readNewsletterToken,
  type NewsletterPurpose,
} from './newsletter-tokens';
import {
  confirmSubscriber,
  findSubscriber,
  requestSubscription,
  unsubscribe,
  type SubscriberRow,
} from './newsletter.repository';

export type NewsletterDeps = {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  /** The HMAC key of the mailed links (a server secret every instance shares). */
  tokenSecret: () => Promise<string>;
};

const ACCEPTED: NewsletterSignupAccepted = { status: 'checkYourEmail' };

function siteLink(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Newsletter mail: the unsubscribe link in the text, and List-Unsubscribe with
 * List-Unsubscribe-Post (RFC 8058), so a mail program's own button signs out with one POST.
 */
async function mailSubscriber(
  deps: NewsletterDeps,
  row: SubscriberRow,
  kind: 'confirm' | 'welcome',
  now: Date,
): Promise<void> {
  const language = toServerLanguage(row.language);
  const t = translator(language, 'newsletterMail');
  const secret = await deps.tokenSecret();
  const token = (purpose: NewsletterPurpose) =>
    makeNewsletterToken(secret, { purpose, subscriberId: row.id, version: row.token_version }, now);
  const unsubscribeToken = token('unsubscribe');
  const unsubscribePage = siteLink(
    deps.siteUrl,
    NEWSLETTER_PAGES.unsubscribe[language],
    unsubscribeToken,
  );
  const oneClick = siteLink(deps.siteUrl, NEWSLETTER_API.signout, unsubscribeToken);
  const greeting = row.name ? t('greetingNamed', { name: row.name }) : t('greeting');
  const lines =
    kind === 'confirm'
      ? [
          greeting,
          '',
          t('confirmIntro'),
          siteLink(deps.siteUrl, NEWSLETTER_PAGES.confirm[language], token('confirm')),
          '',
          t('confirmExpiry'),
          t('confirmIgnore'),
        ]
      : [greeting, '', t('welcomeIntro'), t('welcomeWhat')];
  await deps.mailer.send({
    to: row.email,
    subject: kind === 'confirm' ? t('confirmSubject') : t('welcomeSubject'),
    text: [...lines, '', t('unsubscribeLine'), unsubscribePage, '', t('signature')].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/**
 * Sign-up: a new, waiting or signed-out address is sent a confirmation link and is on the list only
 * once it is followed. An address already on the list gets the same answer and nothing else, so
 * the form tells nobody who is subscribed.
 */
export async function signUp(
  deps: NewsletterDeps,
  body: unknown,
  language: ServerLanguage,
  now: Date,
): Promise<NewsletterSignupAccepted> {
  const result = await validateWith(newsletterSignupSchema, body);
  if (!result.ok) throw badRequest('ValidationFailed', 'The sign-up is not valid', result.errors);
  const { row, mailConfirmation } = await requestSubscription(deps.db, {
    list: PREVENTION_LIST,
    email: result.value.email.toLowerCase(),
    name: result.value.name === '' ? null : result.value.name,
    language,
  });
  await recordAuditEvent(deps.db, {
    action: 'newsletter.signupRequested',
    actor: null,
    detail: { list: PREVENTION_LIST, subscriber: row.id, mailed: mailConfirmation },
  });
  if (mailConfirmation) await mailSubscriber(deps, row, 'confirm', now);
  return ACCEPTED;
}

async function subscriberOf(
  deps: NewsletterDeps,
  token: string,
  purpose: NewsletterPurpose,
  now: Date,
): Promise<{ row: SubscriberRow; version: number }> {
  const check = readNewsletterToken(await deps.tokenSecret(), token, purpose, now);
  if (!check.ok) {
    if (check.reason === 'expired')
      throw new AppError(NEWSLETTER_TOKEN_EXPIRED, 410, 'The link has expired');
    throw new AppError(NEWSLETTER_TOKEN_INVALID, 400, 'The link is not valid');
  }
  const row = await findSubscriber(deps.db, check.subscriberId);
  if (!row) throw new AppError(NEWSLETTER_TOKEN_INVALID, 400, 'The link is not valid');
  return { row, version: check.version };
}

/**
 * The confirmation link: the address goes on the list and is welcomed (once; following the link
 * again just says it is on the list). A link from before a later sign-up request, or for an
 * address that has signed out since, no longer works.
 */
export async function confirmSignup(
  deps: NewsletterDeps,
  token: string,
  now: Date,
): Promise<NewsletterStatus> {
  const { row, version } = await subscriberOf(deps, token, 'confirm', now);
  if (row.status === 'subscribed' && version === row.token_version) return { status: 'subscribed' };
  if (!(await confirmSubscriber(deps.db, row.id, version)))
    throw new AppError(NEWSLETTER_TOKEN_INVALID, 400, 'The link is not valid');
  await recordAuditEvent(deps.db, {
    action: 'newsletter.subscribed',
    actor: null,
    detail: { list: PREVENTION_LIST, subscriber: row.id },
  });
  await mailSubscriber(deps, { ...row, status: 'subscribed' }, 'welcome', now);
  return { status: 'subscribed' };
}

/** One click signs out, whatever the state; doing it twice is harmless. */
export async function signOut(
  deps: NewsletterDeps,
  token: string,
  now: Date,
): Promise<NewsletterStatus> {
  const { row } = await subscriberOf(deps, token, 'unsubscribe', now);
  if (await unsubscribe(deps.db, row.id))
    await recordAuditEvent(deps.db, {
      action: 'newsletter.unsubscribed',
      actor: null,
      detail: { list: PREVENTION_LIST, subscriber: row.id },
    });
  return { status: 'unsubscribed' };
}
