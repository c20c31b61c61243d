export { RichText, InlineText, segmentText } from './rich-text';
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
