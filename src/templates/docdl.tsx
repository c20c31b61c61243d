import { useTranslation } from 'react-i18next';
import type { HeadProps, PageProps } from 'gatsby';
import styled from 'styled-components';
import type { SitePageContext } from '../build/page-context';
import { linkHref, type LinkField, type RichTextField } from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import { SiteLayout } from '../features/public/layout';
import { Band, ButtonLink, Container, PageIntro, Prose } from '../slices';
import { ContentIcon } from '../slices/icons';
import { ContentHead } from './content-head';
import { documentIntro } from './document-intro';
import { formatDate, isoDate } from '../domain/format';
import { theme } from '../components/theme';

type DocdlData = {
  title?: RichTextField;
  lead?: string;
  description?: RichTextField;
  file?: LinkField;
  file_info?: string;
  document_date?: string;
};
type Context = SitePageContext<DocdlData>;

const Download = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(5)};
  align-items: center;
  max-width: 46rem;
  margin-top: ${theme.space(6)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  .icon {
    color: ${theme.colors.brand};
  }
  dl {
    flex: 1;
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space(1)} ${theme.space(3)};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** A document download page ('docdl'): what the document is for, and the file. */
export default function DocdlTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { document, language } = pageContext;
  const data = document.data;
  const file = linkHref(data.file);
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <PageIntro {...documentIntro(pageContext)} icon="document" />
      <Band>
        <Container>
          <Prose>
            <RichText field={data.description} />
          </Prose>
          {file && (
            <Download>
              <span className="icon">
                <ContentIcon name="document" size={48} />
              </span>
              <dl>
                {data.file_info && (
                  <>
                    <dt>{t('content|documentFormat')}</dt>
                    <dd>{data.file_info}</dd>
                  </>
                )}
                {data.document_date && (
                  <>
                    <dt>{t('content|documentDate')}</dt>
                    <dd>
                      <time dateTime={isoDate(data.document_date)}>
                        {formatDate(data.document_date, language)}
                      </time>
                    </dd>
                  </>
                )}
              </dl>
              <ButtonLink href={file} $variant="primary">
                {t('content|download')}
              </ButtonLink>
            </Download>
          )}
        </Container>
      </Band>
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
