import { createContext, useContext, type ReactNode } from 'react';
import { getI18n } from './create-i18n';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | undefined>(undefined);

/** Gives the screens below it the page's language. */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * The page's translator: `t` for texts, `i18n` for its language and `exists`. Outside a provider
 * (a component rendered on its own) it is the default language's.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext) ?? getI18n();
  return { t: translator.t, i18n: translator };
}
