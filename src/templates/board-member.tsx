import { useTranslation } from 'react-i18next';
import type { HeadProps, PageProps } from 'gatsby';
import styled from 'styled-components';
import type { SitePageContext } from '../build/page-context';
import { Link } from '../components/link';
import { type RichTextField } from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import { SiteLayout, useInModal } from '../features/public/layout';
import { Band, Container, Prose } from '../slices';
import { Initials, initialsOf } from '../slices/lists';
import { Breadcrumbs } from '../slices/page-intro';
import { ContentHead } from './content-head';
import { theme } from '../components/theme';

type BoardMemberData = {
  name?: string;
  role?: string;
  since?: string;
  education?: string;
  bio?: RichTextField;
  other_roles?: RichTextField;
};
type Context = SitePageContext<BoardMemberData>;

const Profile = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  ${theme.up('md')} {
    grid-template-columns: auto 1fr;
  }
  h1 {
    margin: 0;
    font-size: clamp(1.8rem, 4vw, 2.4rem);
  }
  .role {
    margin: ${theme.space(1)} 0 0;
    font-size: 1.2rem;
    color: ${theme.colors.textMuted};
  }
  dl {
    margin: ${theme.space(4)} 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space(1)} ${theme.space(4)};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const BigInitials = styled(Initials)`
  width: 112px;
  height: 112px;
  font-size: 2.2rem;
`;

/** A board member: role, time on the board, education, biography and other positions. */
export default function BoardMemberTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const inModal = useInModal();
  const { document, language, breadcrumbs } = pageContext;
  const data = document.data;
  const name = data.name?.trim() || pageContext.title;
  const board = breadcrumbs[breadcrumbs.length - 1];
  const profile = (
    <Profile>
      <BigInitials aria-hidden="true">{initialsOf(name)}</BigInitials>
      <div>
        <h1>{name}</h1>
        {data.role && <p className="role">{data.role}</p>}
        <dl>
          {data.since && (
            <>
              <dt>{t('content|boardMemberSinceLabel')}</dt>
              <dd>{data.since}</dd>
            </>
          )}
          {data.education && (
            <>
              <dt>{t('content|boardMemberEducation')}</dt>
              <dd>{data.education}</dd>
            </>
          )}
        </dl>
        <Prose>
          <RichText field={data.bio} />
          {data.other_roles && data.other_roles.length > 0 && (
            <>
              <h2>{t('content|boardMemberOtherRoles')}</h2>
              <RichText field={data.other_roles} />
            </>
          )}
        </Prose>
        {!inModal && board && (
          <p>
            <Link href={board.path}>← {t('content|backToBoard')}</Link>
          </p>
        )}
      </div>
    </Profile>
  );
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      {inModal ? (
        profile
      ) : (
        <Band>
          <Container>
            <Breadcrumbs crumbs={breadcrumbs} language={language} />
            {profile}
          </Container>
        </Band>
      )}
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
