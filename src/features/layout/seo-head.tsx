import type { Language } from '../../lib/i18n';

type SeoHeadProps = {
  language: Language;
  title: string;
  description?: string;
  alternatePath?: string;
};

/** The <head> of a page: its language on <html>, title, description and the other language's address. */
export function SeoHead({ language, title, description, alternatePath }: SeoHeadProps) {
  const otherLanguage = language === 'is' ? 'en' : 'is';
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {alternatePath && <link rel="alternate" hrefLang={otherLanguage} href={alternatePath} />}
    </>
  );
}
