import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '../../../domain/languages';
import { perLanguageResource } from '../../../lib/per-language-resource';
import type { FooterData } from '../footer';
import type { LayoutData } from './layout-data';

const LayoutDataContext = createContext<LayoutData | null>(null);

export function LayoutDataProvider({
  value,
  children,
}: {
  value: LayoutData | null;
  children: ReactNode;
}) {
  return <LayoutDataContext.Provider value={value}>{children}</LayoutDataContext.Provider>;
}

/** The page context's navigation and footer, if the build gave the page them. */
export function useLayoutData(): LayoutData | null {
  return useContext(LayoutDataContext);
}

// One fetch per language and page load, shared by every page that needs it. Built pages carry their
// footer, so the query and the content service's client are fetched only by a page that does not.
const footers = perLanguageResource(
  (language: Language) =>
    import(/* webpackExports: ["fetchFooter"] */ '../footer').then(({ fetchFooter }) =>
      fetchFooter(language),
    ),
  'The footer could not be fetched',
);

/**
 * The footer: from the page context when the build gave one (null there means the content has no
 * footer document), otherwise — a page built without it — fetched at run time (GraphQL) once per
 * language. Null while it loads or when it cannot be had.
 */
export function useFooter(
  language: Language,
  fromContext: FooterData | null | undefined,
): FooterData | null {
  const needed = fromContext === undefined;
  const fetched = footers.useResource(language, { enabled: needed });
  return needed ? (fetched.data ?? null) : (fromContext ?? null);
}
