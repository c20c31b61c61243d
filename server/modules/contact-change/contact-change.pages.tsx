import type { ReactNode } from 'react';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { renderPage } from '../../identity/page-frame';
import type { RenderedPage } from '../../security/html-page';
import type { UndoView } from './contact-change.service';

/** The pages the undo and e-mail confirmation links open, in the sign-in pages' frame. */

type Texts = ReturnType<typeof translator>;

const siteHome = (language: ServerLanguage) => (language === 'en' ? '/en/' : '/');

function page(language: ServerLanguage, nonce: string, title: string, body: ReactNode) {
  return renderPage({
    language,
    nonce,
    title,
    body: (
      <>
        <h1>{title}</h1>
        {body}
      </>
    ),
  });
}

function ChangeList({ view, t }: { view: UndoView; t: Texts }) {
  const row = (label: string, values: { now: string | null; before: string | null }) => (
    <li>
      <strong>{`${label}:`}</strong>{' '}
      {t('fromTo', {
        now: values.now ?? t('nothingBefore'),
        before: values.before ?? t('nothingBefore'),
      })}
    </li>
  );
  return (
    <ul>
      {view.email ? row(t('emailLabel'), view.email) : null}
      {view.mobilePhone ? row(t('phoneLabel'), view.mobilePhone) : null}
    </ul>
  );
}

function BackToSite({ language, t }: { language: ServerLanguage; t: Texts }) {
  return (
    <a className="button" href={siteHome(language)}>
      {t('backToSite')}
    </a>
  );
}

/** A link that is not good (any more), or a post that did not come from our own page. */
export function invalidLinkPage(
  language: ServerLanguage,
  text: 'invalidText' | 'forbiddenText' | 'confirmInvalidText',
  nonce: string,
): RenderedPage {
  const t = translator(language, 'contactChange');
  return page(
    language,
    nonce,
    t('invalidHeading'),
    <>
      <p className="error" role="alert">
        {t(text)}
      </p>
      <BackToSite language={language} t={t} />
    </>,
  );
}

/** What the undo would restore, and the form that posts it. */
export function undoPage(
  language: ServerLanguage,
  nonce: string,
  view: UndoView,
  token: string,
  action: string,
): RenderedPage {
  const t = translator(language, 'contactChange');
  return page(
    language,
    nonce,
    t('pageTitle'),
    <>
      <p>{t('pageIntro')}</p>
      <ChangeList view={view} t={t} />
      <form method="post" action={action}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="language" value={language} />
        <button type="submit">{t('submit')}</button>
      </form>
    </>,
  );
}

export function undoDonePage(
  language: ServerLanguage,
  nonce: string,
  view: UndoView,
): RenderedPage {
  const t = translator(language, 'contactChange');
  return page(
    language,
    nonce,
    t('doneHeading'),
    <>
      <p className="notice" role="status">
        {t('doneText')}
      </p>
      <ChangeList view={view} t={t} />
      <a className="button" href={`/innskraning/nytt-lykilord/?lang=${language}`}>
        {t('newPassword')}
      </a>
    </>,
  );
}

/** Names the address to be confirmed, with the button that posts the token. */
export function confirmEmailPage(
  language: ServerLanguage,
  nonce: string,
  email: string,
  token: string,
  action: string,
): RenderedPage {
  const t = translator(language, 'contactChange');
  return page(
    language,
    nonce,
    t('confirmPageTitle'),
    <>
      <p>{t('confirmPageIntro', { email })}</p>
      <form method="post" action={action}>
        <input type="hidden" name="token" value={token} />
        <button type="submit">{t('confirmSubmit')}</button>
      </form>
    </>,
  );
}

export function emailConfirmedPage(
  language: ServerLanguage,
  nonce: string,
  email: string,
): RenderedPage {
  const t = translator(language, 'contactChange');
  return page(
    language,
    nonce,
    t('confirmDoneHeading'),
    <>
      <p className="notice" role="status">
        {t('confirmDoneText', { email })}
      </p>
      <BackToSite language={language} t={t} />
    </>,
  );
}
