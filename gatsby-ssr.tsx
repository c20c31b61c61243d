import type { GatsbySSR } from 'gatsby';
import { PageProviders } from './src/features/layout';
import { languageFromPath } from './src/lib/i18n';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageProviders language={languageFromPath(props.location.pathname)}>{element}</PageProviders>
);
