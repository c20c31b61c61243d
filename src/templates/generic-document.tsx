import type { Crumb, Collections } from '../build/page-context';
import { type RichTextField } from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import type { LayoutData } from '../features/public/layout';
import type { Language } from '../domain/languages';
import { Band, Container, PageIntro, Prose, SliceZone, startsWithHero } from '../slices';

type AnyData = Record<string, unknown>;

const TEXT_FIELDS = ['intro', 'description', 'bio', 'text', 'agenda_text'];

function isSliceZone(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    typeof value[0] === 'object' &&
    value[0] !== null &&
    'slice_type' in value[0]
  );
}

/**
 * Any document, drawn without knowing its type: its title, lead, rich text fields and slices.
 * The draft and preview pages use it, so editors see any document before it is published.
 */
export function GenericDocument({
  title,
  data,
  language,
  crumbs = [],
  collections = { children: [] },
  layout = null,
}: {
  title: string;
  data: AnyData;
  language: Language;
  crumbs?: Crumb[];
  collections?: Collections;
  layout?: LayoutData | null;
}) {
  const body = data.body;
  const slices = isSliceZone(body);
  const lead =
    typeof data.lead === 'string'
      ? data.lead
      : typeof data.role === 'string'
        ? data.role
        : undefined;
  const texts = [...TEXT_FIELDS.map((field) => data[field]), ...(slices ? [] : [body])].filter(
    (value): value is RichTextField => Array.isArray(value) && value.length > 0,
  );
  return (
    <>
      {!(slices && startsWithHero(body)) && (
        <PageIntro title={title} lead={lead} language={language} crumbs={crumbs} />
      )}
      {texts.length > 0 && (
        <Band>
          <Container>
            <Prose>
              {texts.map((field, index) => (
                <RichText key={index} field={field} />
              ))}
            </Prose>
          </Container>
        </Band>
      )}
      {slices && <SliceZone slices={body} context={{ language, collections, layout }} />}
    </>
  );
}
