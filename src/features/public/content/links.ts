import type { RichTextField } from './prismic-types';

export { linkHref } from '../../../lib/routing/link-fields';

/** The plain text of a rich text field, blocks joined by `separator`. */
export function richTextAsText(field: RichTextField | null | undefined, separator = ' '): string {
  if (!Array.isArray(field)) return '';
  return field
    .map((block) => ('text' in block && typeof block.text === 'string' ? block.text : ''))
    .filter((text) => text !== '')
    .join(separator);
}

/** Whether a rich text field has any text or embedded content. */
export function isFilledRichText(field: RichTextField | null | undefined): boolean {
  return (
    Array.isArray(field) &&
    field.some((block) => ('text' in block ? block.text.trim() !== '' : true))
  );
}
