import type { Collections } from '../build/page-context';
import type { Slice } from '../features/public/content';
import type { LayoutData } from '../features/public/layout';
import type { Language } from '../domain/languages';

/** What every slice may read besides its own fields. */
export type SliceContext = {
  language: Language;
  collections: Collections;
  layout: LayoutData | null;
  /** True for the first slice on the page: a hero there carries the page's h1. */
  first: boolean;
};

export type SliceProps<Primary = Record<string, unknown>, Item = Record<string, unknown>> = {
  slice: Slice<string, Primary, Item>;
  context: SliceContext;
};
