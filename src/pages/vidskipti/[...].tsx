import type { HeadProps, PageProps } from 'gatsby';
import { isStaffPortal } from '../../features/shared/auth';
import { SeoHead } from '../../features/public/layout';
import { PortalApp } from '../../app';
import { SESSION_HINT_SCRIPT } from '../../features/portal';
import { languageFromPath } from '../../lib/i18n';

/** Every /vidskipti/* address is the portal app; its router chooses the screen in the browser. */
export default function PortalPage({ location }: PageProps) {
  return <PortalApp language={languageFromPath(location.pathname)} />;
}

export function Head({ location }: HeadProps) {
  const language = languageFromPath(location.pathname);
  // The build cannot know the host; in the browser the staff host's tab is named for the staff
  // portal, so an employee never reads "Mitt Skjól" over their own tools.
  const staff = typeof window !== 'undefined' && isStaffPortal(window.location.hostname);
  const title = staff
    ? language === 'en'
      ? 'Skjól staff portal'
      : 'Starfsmannagátt Skjóls'
    : language === 'en'
      ? 'My Skjól'
      : 'Mitt Skjól';
  return (
    <>
      <SeoHead
        language={language}
        title={title}
        path={location.pathname}
        description={
          language === 'en'
            ? 'Your policies, claims, documents and payments with Skjól in one place.'
            : 'Tryggingar, tjón, skjöl og greiðslur hjá Skjól á einum stað.'
        }
      />
      <meta name="robots" content="noindex" />
      {/* Only in the built page, whose CSP names its hash: after a navigation inside the site the
          guess is not needed (the SDK's code is already on its way), and a script added then would be
          refused by the CSP of the page the visit began on. */}
      {typeof window === 'undefined' && (
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
      )}
    </>
  );
}
