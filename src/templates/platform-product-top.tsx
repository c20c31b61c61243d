import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SitePageContext } from '../build/page-context';
import { linkHref, type LinkField, type RichTextField } from '../features/public/content';
import { useServiceContact } from '../features/public/layout';
import { telHref } from '../domain/phone';
import { paths } from '../lib/routing/paths';
import { Band, ButtonLink, ButtonRow, Container, PageIntro, SectionHeading } from '../slices';
import { ContentIcon } from '../slices/icons';
import { ProductIllustration } from '../slices/illustrations';
import { theme } from '../components/theme';
import { documentIntro } from './document-intro';

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
export type ProductContext = SitePageContext<ProductData>;

/**
 * The hero's right-hand side: our illustration of what is insured, the price and the two ways to
 * go on. Beside the heading on a wide screen, so the page is not a column of text with the right
 * half empty; under the lead on a phone.
 */
const Cover = styled.div`
  flex: 0 1 380px;
  min-width: 0;
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  background: ${theme.colors.background};
  border-radius: ${theme.radius};
  box-shadow: 0 12px 32px rgba(10, 42, 65, 0.1);
  /* The illustration scales with the card; the phone button's icon keeps its size. */
  & > svg {
    width: 100%;
    height: auto;
  }
`;

/** The price's two ways on, one above the other and as wide as the card. */
const CoverButtons = styled(ButtonRow)`
  margin: 0;
  flex-direction: column;
  a {
    justify-content: center;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.05rem;
  strong {
    display: block;
    color: ${theme.colors.brandDark};
    font-size: 1.4rem;
  }
`;

const Highlights = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  ${theme.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    display: flex;
    gap: ${theme.space(3)};
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
    color: ${theme.colors.success};
    font-weight: 800;
  }
`;

/** The content's phone number as a button; drawn inside the layout, which knows the number. */
function PhoneButton() {
  const contact = useServiceContact();
  if (!contact) return null;
  return (
    <ButtonLink href={telHref(contact.phone)} $variant="secondary">
      <ContentIcon name="phone" size={20} />
      {contact.phone}
    </ButtonLink>
  );
}

/**
 * A product page's top: the title band with our illustration, the price and the ways on, then the
 * highlights.
 */
export function ProductTop({ pageContext }: { pageContext: ProductContext }) {
  const { t } = useTranslation();
  const { document, language } = pageContext;
  const data = document.data;
  const ctaHref = linkHref(data.cta_link) ?? paths.getPrice(language);
  const highlights = (data.highlights ?? []).map((item) => item.text?.trim()).filter(Boolean);
  return (
    <>
      <PageIntro
        {...documentIntro(pageContext)}
        aside={
          <Cover>
            <ProductIllustration name={data.icon} />
            {data.price_from && (
              <Price>
                {t('content|productPriceFrom')}: <strong>{data.price_from}</strong>
              </Price>
            )}
            <CoverButtons>
              <ButtonLink href={ctaHref} $variant="primary">
                {data.cta_label?.trim() || t('content|productGetPrice')}
              </ButtonLink>
              <PhoneButton />
            </CoverButtons>
          </Cover>
        }
      />
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
    </>
  );
}
