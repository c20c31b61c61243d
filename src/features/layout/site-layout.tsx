import type { ReactNode } from 'react';
import styled from '#styled';
import { HydrateLater } from '../../components/hydrate-later';
import type { Language } from '../../lib/i18n';
import { AssistanceButton } from '../assistance';
import { SiteFooter } from '../footer';
import { SiteHeader } from '../navigation';
import { useFooter, useLayoutData } from './layout-context';
import type { LayoutData } from './layout-data';
import { useInModal } from './modal-context';
import { ServiceContactProvider, serviceContactOf } from './service-contact';
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
export function SiteLayout({
  language,
  alternatePath,
  children,
  layout,
  wide = false,
}: SiteLayoutProps) {
  const fromContext = useLayoutData();
  const data = layout ?? fromContext;
  const { pathname } = useSiteLocation();
  const headless = useHeadless();
  const footer = useFooter(language, data?.footer);
  const contact = serviceContactOf(footer);
  if (useInModal())
    return <ServiceContactProvider value={contact}>{children}</ServiceContactProvider>;
  return (
    <ServiceContactProvider value={contact}>
      <SiteHeader
        language={language}
        alternatePath={alternatePath}
        navigation={data?.navigation ?? null}
        pathname={pathname}
        headless={headless}
        phone={contact?.phone ?? null}
      />
      <Main id="main" tabIndex={-1} $wide={wide}>
        {children}
      </Main>
      <HydrateLater>
        <SiteFooter language={language} footer={footer} />
      </HydrateLater>
      <AssistanceButton language={language} />
    </ServiceContactProvider>
  );
}
