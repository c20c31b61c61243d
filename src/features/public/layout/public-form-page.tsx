import { useTranslation } from 'react-i18next';
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components';
import { getI18n, type Language, otherLanguage } from '../../../lib/i18n';
import { SeoHead } from './seo-head';
import { SiteLayout } from './site-layout';
import { theme } from '../../../components/theme';

export const Wrap = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${theme.space(4)} 0 ${theme.space(8)};
  h1 {
    margin: 0 0 ${theme.space(2)};
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${theme.space(5)};
  color: ${theme.colors.textMuted};
  font-size: 1.0625rem;
`;

/** A page's address in each language, from src/lib/routing/paths.ts. */
export type PagePath = (language: Language) => string;

/**
 * The frame of a public form's page: the site around it, the heading, the lead (with a link to
 * where else to go, if there is one) and the form with whatever goes with it.
 */
export function PublicFormPage({
  language,
  path,
  title,
  lead,
  leadLink,
  children,
}: {
  language: Language;
  path: PagePath;
  /** Message keys. */
  title: string;
  lead?: string;
  leadLink?: { href: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={path(otherLanguage(language))}>
      <Wrap>
        <h1>{t(title)}</h1>
        {lead && (
          <Lead>
            {t(lead)}
            {leadLink && (
              <>
                {' '}
                <Link href={leadLink.href}>{t(leadLink.label)}</Link>
              </>
            )}
          </Lead>
        )}
        {children}
      </Wrap>
    </SiteLayout>
  );
}

const ToolIntro = styled.div<{ $width: string; $below: number }>`
  max-width: ${({ $width }) => $width};
  padding: ${theme.space(2)} 0 ${({ $below }) => theme.space($below)};
  h1 {
    margin: 0 0 ${theme.space(2)};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 1.0625rem;
  }
`;

/**
 * The frame of a page whose tool (the claim wizard, the price calculator) takes the page's width:
 * the site around it, and above the tool a heading and lead no wider than `introWidth`.
 */
export function ToolPage({
  language,
  path,
  title,
  lead,
  introWidth,
  spaceBelowIntro,
  children,
}: {
  language: Language;
  path: PagePath;
  /** Message keys. */
  title: string;
  lead: string;
  introWidth: string;
  /** Theme spaces between the lead and the tool. */
  spaceBelowIntro: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={path(otherLanguage(language))}>
      <ToolIntro $width={introWidth} $below={spaceBelowIntro}>
        <h1>{t(title)}</h1>
        <p>{t(lead)}</p>
      </ToolIntro>
      {children}
    </SiteLayout>
  );
}

/** The <head> of a public form's page: its title, description and both languages' addresses. */
export function formHead(path: PagePath, title: string, description?: string) {
  return function FormHead({ language }: { language: Language }) {
    const i18n = getI18n(language);
    return (
      <SeoHead
        language={language}
        title={i18n.t(title)}
        description={description ? i18n.t(description) : undefined}
        alternatePath={path(otherLanguage(language))}
        path={path(language)}
      />
    );
  };
}

/**
 * The page and <head> of a public form that is the whole of its page: the frame, the heading and
 * lead (with the link to where else to go, if any) around the form.
 */
export function formPage({
  path,
  title,
  lead,
  description,
  leadLink,
  form: Form,
}: {
  path: PagePath;
  /** Message keys, as PublicFormPage and formHead take them. */
  title: string;
  lead: string;
  description: string;
  leadLink?: { path: PagePath; label: string };
  form: ComponentType<{ language: Language }>;
}) {
  function Page({ language }: { language: Language }) {
    return (
      <PublicFormPage
        language={language}
        path={path}
        title={title}
        lead={lead}
        leadLink={leadLink && { href: leadLink.path(language), label: leadLink.label }}
      >
        <Form language={language} />
      </PublicFormPage>
    );
  }
  return { Page, Head: formHead(path, title, description) };
}
