// The rich-text renderer is imported from './rich-text' by the slices and templates that show rich
// text: the layout's parts take the content service from here, and so every page's shared code
// would carry the renderer too.
export { linkHref, richTextAsText, isFilledRichText } from './links';
export {
  contentApi,
  createContentApi,
  resetContentApi,
  ContentApiError,
  type ContentApi,
} from './content-api';
export { contentLanguage, CONTENT_LANGUAGE } from './languages';
export type {
  DocumentMeta,
  ImageField,
  LinkField,
  RichTextBlock,
  RichTextField,
  RichTextSpan,
  Slice,
} from './prismic-types';
