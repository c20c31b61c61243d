import { useTranslation } from 'react-i18next';
import { Link as GatsbyLink } from 'gatsby';
import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { classifyLink, dependsOnOrigin, type ClassifiedLink } from '../lib/routing/link-policy';
import { useBrowserOrigin } from './use-is-client';
import { VisuallyHidden } from './visually-hidden';

export type LinkPolicyContextValue = {
  /** True inside the portal app: same-origin links out of it load as full pages. */
  inPortal: boolean;
  /**
   * The site's origin. Defaults to the browser's once hydrated; give it (e.g. siteMetadata.siteUrl)
   * to have same-origin absolute links treated as in-app in the server render too.
   */
  currentOrigin?: string;
  /**
   * Called when a login-required link (src/lib/routing/login-links.ts) is clicked. Returns true when it takes over the
   * click (nobody is signed in, so a sign-in starts); false lets the browser follow the link.
   */
  onLoginRequired?: (href: string) => boolean;
};

const LinkPolicyContext = createContext<LinkPolicyContextValue>({ inPortal: false });

export function LinkPolicyProvider({
  inPortal,
  currentOrigin,
  onLoginRequired,
  children,
}: LinkPolicyContextValue & { children: ReactNode }) {
  const value = useMemo(
    () => ({ inPortal, currentOrigin, onLoginRequired }),
    [inPortal, currentOrigin, onLoginRequired],
  );
  return <LinkPolicyContext.Provider value={value}>{children}</LinkPolicyContext.Provider>;
}

export type LinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel' | 'children'
> & {
  href: string;
  children: ReactNode;
};

const ExternalMark = styled.span`
  display: inline-block;
  margin-left: 0.2em;
  font-size: 0.8em;
  text-decoration: none;
`;

const VoidLink = styled.span`
  color: inherit;
`;

/** A plain left click; modified clicks (new tab, new window) are left to the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function NewTabHint() {
  const { t } = useTranslation();
  return <VisuallyHidden> {t('ui|opensInNewTab')}</VisuallyHidden>;
}

/**
 * Every link in the site goes through here: the link policy (src/lib/routing/link-policy.ts)
 * decides between the router, a plain anchor, a new tab, and no link at all.
 */
export function Link({ href, children, ...anchorProps }: LinkProps) {
  const policy = useContext(LinkPolicyContext);
  const { t } = useTranslation();
  const browserOrigin = useBrowserOrigin(
    policy.currentOrigin === undefined && dependsOnOrigin(href),
  );
  const link: ClassifiedLink = classifyLink(href, {
    inPortal: policy.inPortal,
    currentOrigin: policy.currentOrigin ?? browserOrigin,
  });

  switch (link.kind) {
    case 'internal':
      return (
        <GatsbyLink to={link.to} data-link-kind={link.kind} {...anchorProps}>
          {children}
        </GatsbyLink>
      );
    case 'page':
      return link.newTab ? (
        <a
          href={link.href}
          target="_blank"
          rel="noopener"
          data-link-kind={link.kind}
          {...anchorProps}
        >
          {children}
          <NewTabHint />
        </a>
      ) : (
        <a href={link.href} data-link-kind={link.kind} {...anchorProps}>
          {children}
        </a>
      );
    case 'external':
      return (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          data-link-kind={link.kind}
          {...anchorProps}
        >
          {children}
          <ExternalMark aria-hidden="true">↗</ExternalMark>
          <NewTabHint />
        </a>
      );
    case 'requiresLogin':
      // Same window: a sign-in, if one is needed, comes back here and then goes on to the link.
      return (
        <a
          href={link.href}
          data-link-kind={link.kind}
          {...anchorProps}
          onClick={(event) => {
            anchorProps.onClick?.(event);
            if (event.defaultPrevented || !isPlainClick(event)) return;
            if (policy.onLoginRequired?.(link.href)) event.preventDefault();
          }}
        >
          {children}
          <VisuallyHidden> {t('ui|signInRequired')}</VisuallyHidden>
        </a>
      );
    case 'contact':
      return (
        <a href={link.href} data-link-kind={link.kind} {...anchorProps}>
          {children}
        </a>
      );
    case 'void':
      // Never the refused address, not even in a data attribute.
      return (
        <VoidLink className={anchorProps.className} id={anchorProps.id} data-link-kind={link.kind}>
          {children}
        </VoidLink>
      );
    default:
      return assertNever(link);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled link kind: ${JSON.stringify(value)}`);
}
