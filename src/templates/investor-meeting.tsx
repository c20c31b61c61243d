import { useTranslation } from 'react-i18next';
import type { HeadProps, PageProps } from 'gatsby';
import styled from 'styled-components';
import type { SitePageContext } from '../build/page-context';
import { Link } from '../components/link';
import {
  linkHref,
  richTextAsText,
  type LinkField,
  type RichTextField,
} from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import { SiteLayout } from '../features/public/layout';
import { Band, ButtonLink, Container, PageIntro, Prose } from '../slices';
import { ContentIcon } from '../slices/icons';
import { ContentHead } from './content-head';
import { formatDate, isoDate } from '../domain/format';
import { theme } from '../components/theme';

type MeetingData = {
  title?: RichTextField;
  meeting_type?: string;
  meeting_date?: string;
  location?: string;
  description?: RichTextField;
  agenda?: { item?: string }[];
  materials?: { title?: string; link?: LinkField }[];
  webcast?: LinkField;
};
type Context = SitePageContext<MeetingData>;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(7)};
  ${theme.up('lg')} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Facts = styled.aside`
  align-self: start;
  padding: ${theme.space(5)};
  border-radius: 12px;
  background: ${theme.colors.surface};
  dl {
    margin: 0;
  }
  dt {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${theme.space(4)};
    font-weight: 700;
    color: ${theme.colors.brandDark};
  }
`;

const Agenda = styled.ol`
  padding-left: 1.4em;
  li {
    margin-bottom: ${theme.space(2)};
  }
`;

const Materials = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
    color: ${theme.colors.brand};
  }
`;

/** An investor meeting: when and where, the agenda, the documents and the webcast. */
export default function InvestorMeetingTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { document, language } = pageContext;
  const data = document.data;
  const title = richTextAsText(data.title) || pageContext.title;
  const webcast = linkHref(data.webcast);
  const agenda = (data.agenda ?? []).map((entry) => entry.item?.trim()).filter(Boolean);
  const materials = (data.materials ?? []).flatMap((entry) => {
    const href = linkHref(entry.link);
    return href && entry.title ? [{ href, title: entry.title }] : [];
  });
  const type = data.meeting_type ? t(`content|meetingTypes.${data.meeting_type}`) : '';
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <PageIntro title={title} lead={type} language={language} crumbs={pageContext.breadcrumbs} />
      <Band>
        <Container>
          <Layout>
            <div>
              <Prose>
                <RichText field={data.description} />
                {agenda.length > 0 && (
                  <>
                    <h2>{t('content|meetingAgenda')}</h2>
                    <Agenda>
                      {agenda.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </Agenda>
                  </>
                )}
                {materials.length > 0 && (
                  <>
                    <h2>{t('content|meetingMaterials')}</h2>
                    <Materials>
                      {materials.map((item) => (
                        <li key={item.href}>
                          <ContentIcon name="document" size={22} />
                          <Link href={item.href}>{item.title}</Link>
                        </li>
                      ))}
                    </Materials>
                  </>
                )}
              </Prose>
            </div>
            <Facts>
              <dl>
                <dt>{t('content|meetingWhen')}</dt>
                <dd>
                  <time dateTime={isoDate(data.meeting_date)}>
                    {formatDate(data.meeting_date, language, { time: true, weekday: true })}
                  </time>
                </dd>
                {data.location && (
                  <>
                    <dt>{t('content|meetingWhere')}</dt>
                    <dd>{data.location}</dd>
                  </>
                )}
              </dl>
              {webcast && (
                <ButtonLink href={webcast} $variant="secondary">
                  {t('content|meetingWebcast')}
                </ButtonLink>
              )}
            </Facts>
          </Layout>
        </Container>
      </Band>
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
