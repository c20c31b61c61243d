import type { ReactNode } from 'react';
import styled from '#styled';
import { HydrateLater } from '../../components/hydrate-later';
import type { Language } from '../../lib/i18n';
import { WaitingPart, type PartWhen } from '../../waiting-parts';
import { viewFromHash } from '../assistance';
import { mayHaveLiveChat } from '../chat';
import type { FooterData } from '../footer';
import { hasSignedInCookie } from '../navigation';
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
 *
 * The shell and the page in it are taken over in a task after the page's own start (Gatsby's
 * runtime and the providers): the two halves of the work are each a short task rather than one
 * long one that would delay the visitor's first tap.
 */
export function SiteLayout(props: SiteLayoutProps) {
  const fromContext = useLayoutData();
  const layout = props.layout ?? fromContext;
  const footer = useFooter(props.language, layout?.footer);
  const inModal = useInModal();
  return (
    <ServiceContactProvider value={serviceContactOf(footer)}>
      {inModal ? (
        props.children
      ) : (
        <HydrateLater>
          <SiteFrame {...props} layout={layout} footer={footer} />
        </HydrateLater>
      )}
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
      <WaitingPart
        name="header"
        when={headerWhen()}
        render={({ SiteHeader }) => (
          <SiteHeader
            language={language}
            alternatePath={alternatePath}
            navigation={layout?.navigation ?? null}
            pathname={pathname}
            headless={headless}
            phone={contact?.phone ?? null}
          />
        )}
      />
      <Main id="main" tabIndex={-1} $wide={wide}>
        {children}
      </Main>
      <WaitingPart
        name="footer"
        when="seen"
        render={({ SiteFooter }) => <SiteFooter language={language} footer={footer} />}
      />
      <WaitingPart
        name="assistance"
        when={assistanceWhen()}
        render={({ AssistanceButton }) => <AssistanceButton language={language} />}
      />
    </>
  );
}

// The header, the footer and the help button are drawn by the server and taken over when the
// visitor acts (src/waiting-parts): until then the header's links are links and a press on its
// menu is held. Some visitors need them at once.

/** A signed-in visitor's header says "my pages" rather than "log in": it is taken over at once. */
function headerWhen(): PartWhen {
  return typeof document !== 'undefined' && hasSignedInCookie(document.cookie) ? 'now' : 'act';
}

/** A chat in this tab, or an address that opens the help panel, has the button taken over at once. */
function assistanceWhen(): PartWhen {
  if (typeof window === 'undefined') return 'act';
  return mayHaveLiveChat() || viewFromHash(window.location.hash) ? 'now' : 'act';
}
