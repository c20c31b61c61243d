import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { OkuvisirHead, OkuvisirPage } from '../../features/public/public-forms';

/** Ökuvísir, its discount calculator and sign-up. The same page in both languages (`paths.okuvisir`). */
export default function OkuvisirTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <OkuvisirPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <OkuvisirHead language={pageContext.language} />;
}
