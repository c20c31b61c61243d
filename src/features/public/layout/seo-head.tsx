import { otherLanguage, type Language } from '../../../lib/i18n';
import { absoluteUrl } from '../../../lib/site-url';

/** Where the same page lives in another language. */
export type AlternatePage = { language: Language; path: string };

export type SeoHeadProps = {
  language: Language;
  title: string;
  description?: string;
  /** This page's path: its canonical address and og:url, made absolute on the site's address. */
  path: string;
  /** The same page in the other language (root-relative), for the hreflang link. */
  alternatePath?: string;
  /** Every language version, this one included (fuller than alternatePath). */
  alternates?: AlternatePage[];
  type?: 'website' | 'article';
  /** Drafts, previews and error pages stay out of search engines. */
  noindex?: boolean;
  /** Share image (root-relative or absolute); the site's default otherwise. */
  image?: string | null;
  publishedTime?: string;
  modifiedTime?: string;
};

const OG_LOCALE: Record<Language, string> = { is: 'is_IS', en: 'en_GB' };
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

/**
 * The <head> of every page: its language on <html>, title, description, canonical address, the
 * other languages' addresses (hreflang, with Icelandic as x-default) and Open Graph and Twitter
 * tags. Every address it prints is absolute, made on the site's own address (SITE_URL), which
 * search engines and link previews need and which no page can forget to give.
 */
export function SeoHead({
  language,
  title,
  description,
  alternatePath,
  path,
  alternates,
  type = 'website',
  noindex = false,
  image,
  publishedTime,
  modifiedTime,
}: SeoHeadProps) {
  const versions: AlternatePage[] = alternates ?? [
    { language, path },
    ...(alternatePath ? [{ language: otherLanguage(language), path: alternatePath }] : []),
  ];
  const icelandic = versions.find((version) => version.language === 'is');
  const url = absoluteUrl(path);
  const shareImage = absoluteUrl(image || DEFAULT_SHARE_IMAGE);
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {!noindex && <link rel="canonical" href={url} />}
      {!noindex &&
        versions.map((version) => (
          <link
            key={version.language}
            rel="alternate"
            hrefLang={version.language}
            href={absoluteUrl(version.path)}
          />
        ))}
      {!noindex && icelandic && versions.length > 1 && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(icelandic.path)} />
      )}
      <meta property="og:site_name" content="Skjól" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      {versions
        .filter((version) => version.language !== language)
        .map((version) => (
          <meta
            key={version.language}
            property="og:locale:alternate"
            content={OG_LOCALE[version.language]}
          />
        ))}
      {type === 'article' && publishedTime && (
        <meta property="article:published_time" content={publishedTime} />
      )}
      {type === 'article' && modifiedTime && (
        <meta property="article:modified_time" content={modifiedTime} />
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
    </>
  );
}
