import { useTranslation } from 'react-i18next';
import type { HeadProps, PageProps } from 'gatsby';
import styled from 'styled-components';
import type { SitePageContext } from '../build/page-context';
import { type RichTextField } from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import { SiteLayout } from '../features/public/layout';
import { Band, Container, PageIntro, Prose } from '../slices';
import { ContentHead } from './content-head';
import { documentIntro } from './document-intro';
import { formatDate, isoDate } from '../domain/format';
import { theme } from '../components/theme';

type ArticleData = {
  title?: RichTextField;
  lead?: string;
  date?: string;
  author?: string;
  body?: RichTextField;
};
type Context = SitePageContext<ArticleData>;

const Byline = styled.p`
  margin: ${theme.space(4)} 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.95rem;
  span + span::before {
    content: '·';
    margin: 0 ${theme.space(2)};
  }
`;

/** A news or prevention article: title, lead, date and author, then the text. */
export default function ArticleTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { document, language } = pageContext;
  const data = document.data;
  const date = data.date || document.first_publication_date;
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <article>
        <PageIntro {...documentIntro(pageContext)}>
          <Byline>
            <span>
              {t('content|published')}{' '}
              <time dateTime={isoDate(date)}>{formatDate(date, language)}</time>
            </span>
            {data.author && <span>{data.author}</span>}
          </Byline>
        </PageIntro>
        <Band>
          <Container>
            <Prose>
              <RichText field={data.body} />
            </Prose>
          </Container>
        </Band>
      </article>
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
