import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../components/link';
import type { Crumb } from '../build/page-context';
import type { Language } from '../domain/languages';
import { paths } from '../lib/routing/paths';
import { ContentIcon } from './icons';
import { Container } from './layout';
import { theme } from '../components/theme';

const Intro = styled.section`
  background: ${theme.colors.surface};
  padding: ${theme.space(6)} 0 ${theme.space(7)};
  h1 {
    margin: 0 0 ${theme.space(3)};
    font-size: clamp(2rem, 4.5vw, 2.9rem);
    max-width: 24ch;
  }
`;

const Grid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(6)};
  ${theme.up('md')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
  /* The text may shrink below its longest word, which then breaks, rather than widen the page. */
  & > div {
    min-width: 0;
  }
`;

const IconCircle = styled.span`
  display: none;
  flex: none;
  color: ${theme.colors.brand};
  background: #fff;
  border-radius: 50%;
  padding: ${theme.space(6)};
  box-shadow: 0 12px 32px rgba(10, 42, 65, 0.1);
  ${theme.up('md')} {
    display: block;
  }
`;

const IntroLead = styled.p`
  margin: 0;
  font-size: 1.2rem;
  max-width: 44rem;
  color: ${theme.colors.textMuted};
`;

const Crumbs = styled.nav`
  margin-bottom: ${theme.space(5)};
  font-size: 0.9rem;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
  }
  li + li::before {
    content: '›';
    margin-right: ${theme.space(1)};
    color: ${theme.colors.textMuted};
  }
  a {
    color: ${theme.colors.textMuted};
  }
`;

export function Breadcrumbs({
  crumbs,
  language,
}: {
  crumbs: readonly Crumb[];
  language: Language;
}) {
  const { t } = useTranslation();
  const home = paths.home(language);
  const trail = crumbs.filter((crumb) => crumb.path !== home);
  // A page right under the front page needs no trail back to it: the logo is that link.
  if (trail.length === 0) return null;
  return (
    <Crumbs aria-label={t('layout|breadcrumbs')}>
      <ol>
        <li>
          <Link href={home}>{t('layout|home')}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <Link href={crumb.path}>{crumb.title}</Link>
          </li>
        ))}
      </ol>
    </Crumbs>
  );
}

export type PageIntroProps = {
  title: string;
  language: Language;
  crumbs?: readonly Crumb[];
  lead?: string;
  icon?: string | null;
  /** Below the lead: dates, a price, buttons. */
  children?: ReactNode;
  /** Beside the text on a wide screen, below it on a phone; takes the icon's place. */
  aside?: ReactNode;
};

/** The top of a page without a hero: breadcrumbs, the page's h1 and its lead. */
export function PageIntro({
  title,
  language,
  crumbs = [],
  lead,
  icon,
  children,
  aside,
}: PageIntroProps) {
  return (
    <Intro>
      <Container>
        <Breadcrumbs crumbs={crumbs} language={language} />
        <Grid>
          <div>
            <h1>{title}</h1>
            {lead && <IntroLead>{lead}</IntroLead>}
            {children}
          </div>
          {aside}
          {icon && !aside && (
            <IconCircle>
              <ContentIcon name={icon} size={72} />
            </IconCircle>
          )}
        </Grid>
      </Container>
    </Intro>
  );
}
