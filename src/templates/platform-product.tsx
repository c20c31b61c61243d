import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SitePageContext } from '../build/page-context';
import { linkHref, richTextAsText, type LinkField, type RichTextField } from '../features/content';
import { SiteLayout } from '../features/layout';
import { paths } from '../lib/routing/paths';
import {
  Band,
  ButtonLink,
  ButtonRow,
  Container,
  PageIntro,
  SectionHeading,
  SliceZone,
} from '../slices';
import { ContentIcon } from '../slices/icons';
import { ContentHead } from './content-head';

type ProductData = {
  title?: RichTextField;
  lead?: string;
  icon?: string;
  price_from?: string;
  highlights?: { text?: string }[];
  cta_label?: string;
  cta_link?: LinkField;
  body?: unknown[];
};
type Context = SitePageContext<ProductData>;

const Price = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: 1.05rem;
  strong {
    color: ${({ theme }) => theme.colors.brandDark};
    font-size: 1.3rem;
  }
`;

const Highlights = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: flex-start;
    font-size: 1.05rem;
  }
  li::before {
    content: '✓';
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: #d7f2e3;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 800;
  }
`;

/** A product page ('vettvangur' product): what it covers, the price, and the way to buy. */
export default function PlatformProductTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { document, language } = pageContext;
  const data = document.data;
  const ctaHref = linkHref(data.cta_link) ?? paths.getPrice(language);
  const highlights = (data.highlights ?? []).map((item) => item.text?.trim()).filter(Boolean);
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <PageIntro
        title={richTextAsText(data.title) || pageContext.title}
        lead={data.lead}
        icon={data.icon}
        language={language}
        crumbs={pageContext.breadcrumbs}
      >
        {data.price_from && (
          <Price>
            {t('content|productPriceFrom')}: <strong>{data.price_from}</strong>
          </Price>
        )}
        <ButtonRow>
          <ButtonLink href={ctaHref} $variant="primary">
            {data.cta_label?.trim() || t('content|productGetPrice')}
          </ButtonLink>
          <ButtonLink href={`tel:+354${t('global|phone').replace(/\s/g, '')}`} $variant="secondary">
            <ContentIcon name="phone" size={20} />
            {t('global|phone')}
          </ButtonLink>
        </ButtonRow>
      </PageIntro>
      {highlights.length > 0 && (
        <Band aria-labelledby="highlights-heading">
          <Container>
            <SectionHeading id="highlights-heading">
              {t('content|productHighlights')}
            </SectionHeading>
            <Highlights>
              {highlights.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Highlights>
          </Container>
        </Band>
      )}
      <SliceZone
        slices={data.body}
        context={{ language, collections: pageContext.collections, layout: pageContext.layout }}
      />
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
