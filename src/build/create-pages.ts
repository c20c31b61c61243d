import path from 'node:path';
import type { Actions } from 'gatsby';
import { LANGUAGES, localizedPath, type Language } from '../lib/i18n/languages';
import type { LocalizedPageContext } from './page-context';

const templates = {
  front: path.resolve('src/templates/front-page.tsx'),
  notFound: path.resolve('src/pages/404.tsx'),
};

function otherLanguage(language: Language): Language {
  return language === 'is' ? 'en' : 'is';
}

/** Pages that exist in both languages at mirrored paths. */
function createLocalizedPage(actions: Actions, pathInIcelandic: string, component: string) {
  for (const language of LANGUAGES) {
    const context: LocalizedPageContext = {
      language,
      alternatePath: localizedPath(pathInIcelandic, otherLanguage(language)),
    };
    actions.createPage({ path: localizedPath(pathInIcelandic, language), component, context });
  }
}

export function createSitePages(actions: Actions): void {
  createLocalizedPage(actions, '/', templates.front);
  // src/pages/404.tsx already yields /404/ (Icelandic); English gets its own copy under /en/.
  actions.createPage({
    path: '/en/404/',
    component: templates.notFound,
    context: {},
  });
}
