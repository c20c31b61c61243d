import { Link as GatsbyLink } from 'gatsby';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { classifyLink } from '../../../lib/routing/link-policy';
import { modalState } from '../../../lib/routing/scroll';
import { useSiteLocation } from './site-location';

type ModalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/**
 * A link whose page opens as a modal over the current one. Only in-app links can: the
 * link policy decides first, and anything else renders as the kit's ordinary Link.
 */
export function ModalLink({ href, children, ...rest }: ModalLinkProps) {
  const { pathname } = useSiteLocation();
  const link = classifyLink(href, { inPortal: false });
  if (link.kind !== 'internal') {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <GatsbyLink to={link.to} state={modalState(pathname)} data-link-kind="internal" {...rest}>
      {children}
    </GatsbyLink>
  );
}
