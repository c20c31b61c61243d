import type { ReactNode } from 'react';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { renderPage } from '../../identity/page-frame';
import type { RenderedPage } from '../../security/html-page';
import type { UndoView } from './contact-change.service';

/** The pages the undo and e-mail confirmation links open, in the sign-in pages' frame. */

type Texts = ReturnType<typeof translator>;

/** A page whose heading is its title; `content` gets the texts of the page's language. */
function page(
  language: ServerLanguage,
  nonce: string,
  content: (t: Texts) => { title: string; body: ReactNode },
): RenderedPage {
  const { title, body } = content(translator(language, 'contactChange'));
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

/** The one button that posts the link's token; opening the link itself changes nothing. */
function TokenForm(props: { action: string; token: string; language?: string; label: string }) {
  return (
    <form method="post" action={props.action}>
      <input type="hidden" name="token" value={props.token} />
      {props.language ? <input type="hidden" name="language" value={props.language} /> : null}
      <button type="submit">{props.label}</button>
    </form>
  );
}

function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="button" href={href}>
      {children}
    </a>
  );
}

const siteHome = (language: ServerLanguage) => (language === 'en' ? '/en/' : '/');

/** A link that is not good (any more), or a post that did not come from our own page. */
export const invalidLinkPage = (
  language: ServerLanguage,
  text: 'invalidText' | 'forbiddenText' | 'confirmInvalidText',
  nonce: string,
) =>
  page(language, nonce, (t) => ({
    title: t('invalidHeading'),
    body: (
      <>
        <p className="error" role="alert">
          {t(text)}
        </p>
        <ButtonLink href={siteHome(language)}>{t('backToSite')}</ButtonLink>
      </>
    ),
  }));

/** What the undo would restore, and the form that posts it. */
export const undoPage = (
  language: ServerLanguage,
  nonce: string,
  link: { view: UndoView; token: string; action: string },
) =>
  page(language, nonce, (t) => ({
    title: t('pageTitle'),
    body: (
      <>
        <p>{t('pageIntro')}</p>
        <ChangeList view={link.view} t={t} />
        <TokenForm
          action={link.action}
          token={link.token}
          language={language}
          label={t('submit')}
        />
      </>
    ),
  }));

export const undoDonePage = (language: ServerLanguage, nonce: string, view: UndoView) =>
  page(language, nonce, (t) => ({
    title: t('doneHeading'),
    body: (
      <>
        <p className="notice" role="status">
          {t('doneText')}
        </p>
        <ChangeList view={view} t={t} />
        <ButtonLink href={`/innskraning/nytt-lykilord/?lang=${language}`}>
          {t('newPassword')}
        </ButtonLink>
      </>
    ),
  }));

/** Names the address to be confirmed, with the button that posts the token. */
export const confirmEmailPage = (
  language: ServerLanguage,
  nonce: string,
  link: { email: string; token: string; action: string },
) =>
  page(language, nonce, (t) => ({
    title: t('confirmPageTitle'),
    body: (
      <>
        <p>{t('confirmPageIntro', { email: link.email })}</p>
        <TokenForm action={link.action} token={link.token} label={t('confirmSubmit')} />
      </>
    ),
  }));

export const emailConfirmedPage = (language: ServerLanguage, nonce: string, email: string) =>
  page(language, nonce, (t) => ({
    title: t('confirmDoneHeading'),
    body: (
      <>
        <p className="notice" role="status">
          {t('confirmDoneText', { email })}
        </p>
        <ButtonLink href={siteHome(language)}>{t('backToSite')}</ButtonLink>
      </>
    ),
  }));
