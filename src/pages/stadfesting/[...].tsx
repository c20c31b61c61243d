import type { HeadProps, PageProps } from 'gatsby';
import { VerificationHead, VerificationPage } from '../../features/public/travel-verification';
import { languageFromPath } from '../../lib/i18n';

/** /stadfesting/<code>/: the public check of a travel certificate's QR code (client-only). */
export default function TravelVerificationPage({ location }: PageProps) {
  return (
    <VerificationPage pathname={location.pathname} language={languageFromPath(location.pathname)} />
  );
}

export function Head({ location }: HeadProps) {
  return (
    <VerificationHead language={languageFromPath(location.pathname)} path={location.pathname} />
  );
}
