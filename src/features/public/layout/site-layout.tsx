import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Language } from '../../../lib/i18n';
import { AssistanceButton } from '../assistance';
import { SiteFooter, type FooterData } from '../footer';
import { SiteHeader } from '../navigation';
import { useFooter, useLayoutData } from './layout-context';
import type { LayoutData } from './layout-data';
import { useInModal } from './modal-context';
import { ServiceContactProvider, serviceContactOf, useServiceContact } from './service-contact';
import { useHeadless, useSiteLocation } from './site-location';

const Main = styled.main<{ $wide: boolean }>`
  max-width: ${({ $wide, theme }) => ($wide ? 'none' : theme.maxWidth)};
  margin: 0 auto;
  padding: ${({ $wide, theme }) => ($wide ? '0' : `${theme.space(5)} ${theme.space(4)}`)};
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

type SiteLayoutProps = {
  language: Language;
  alternatePath: string;
  children: ReactNode;
  /** Navigation and footer; by default those the page context carries. */
  layout?: LayoutData | null;
  /** Content that manages its own width (full-bleed bands); otherwise the content is centred. */
  wide?: boolean;
};

/**
 * The public site's shell: header with the main navigation, one main landmark (target of the skip
 * link), footer. Inside a modal page frame only the content is drawn.
 */
export function SiteLayout(props: SiteLayoutProps) {
  const fromContext = useLayoutData();
  const layout = props.layout ?? fromContext;
  const footer = useFooter(props.language, layout?.footer);
  const inModal = useInModal();
  return (
    <ServiceContactProvider value={serviceContactOf(footer)}>
      {inModal ? props.children : <SiteFrame {...props} layout={layout} footer={footer} />}
    </ServiceContactProvider>
  );
}

type SiteFrameProps = SiteLayoutProps & { footer: FooterData | null };

function SiteFrame({
  language,
  alternatePath,
  children,
  layout,
  footer,
  wide = false,
}: SiteFrameProps) {
  const { pathname } = useSiteLocation();
  const headless = useHeadless();
  const contact = useServiceContact();
  return (
    <>
      <SiteHeader
        language={language}
        alternatePath={alternatePath}
        navigation={layout?.navigation ?? null}
        pathname={pathname}
        headless={headless}
        phone={contact?.phone ?? null}
      />
      <Main id="main" tabIndex={-1} $wide={wide}>
        {children}
      </Main>
      <SiteFooter language={language} footer={footer} />
      <AssistanceButton language={language} pagePhone={contact?.phone ?? null} />
    </>
  );
}
