import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetContentApi } from '../../src/features/public/content';
import { SiteFooter, footerFromContent, footerFromGraphQL } from '../../src/features/public/footer';
import {
  forgetOpeningHours,
  isOpenNow,
  OPENING_HOURS_QUERY,
  TelephoneAndChatHours,
} from '../../src/features/public/opening-hours';
import { recordRequests, server } from './api-stubs';
import { renderWithProviders } from './render';

const web = (url: string) => ({ link_type: 'Web', url });

const fotur = footerFromContent({
  phone: '440 2000',
  email: 'skjol@skjol.is',
  body: [
    {
      slice_type: 'link_group',
      primary: { group_name: 'Þjónusta' },
      items: [
        { title: 'Tilkynna tjón', link: web('/tjonstilkynningar/') },
        { title: 'Tómur', link: { link_type: 'Any' } },
      ],
    },
    {
      slice_type: 'opening_hours',
      primary: { name: 'Afgreiðsla í Borgartúni 40' },
      items: [
        { title: 'Mánudaga til fimmtudaga', opens: '09:00', closes: '16:00', days: 'man-fim' },
      ],
    },
    {
      slice_type: 'buttons',
      primary: {},
      items: [{ title: 'Fá tilboð', link: web('/fa-tilbod/') }],
    },
    { slice_type: 'unknown_slice', primary: {}, items: [] },
  ],
});

const CONTENT_API_ROOT = '/cms/api/v2';
const CONTENT_GRAPHQL = '/cms/graphql';

/** The content service's API root, naming `refs` (the first is the current one). */
function answerRefs(...refs: string[]) {
  return http.get(CONTENT_API_ROOT, () =>
    HttpResponse.json({ refs: refs.map((ref) => ({ ref })) }),
  );
}

const hoursDocument = {
  name: 'Opnunartími síma og netspjalls',
  times: [
    { title: 'Símaver virka daga', opens: '08:30', closes: '16:00', days: 'virka-daga' },
    { title: 'Bílahjálp', opens: '00:00', closes: '24:00', days: 'alla-daga' },
  ],
};

beforeEach(() => {
  forgetOpeningHours();
  resetContentApi();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('footerFromContent', () => {
  it('keeps the slices in order and leaves out empty links and unknown slices', () => {
    expect(fotur.phone).toBe('440 2000');
    expect(fotur.sections.map((section) => section.kind)).toEqual(['links', 'hours', 'buttons']);
    const links = fotur.sections[0];
    expect(links?.kind === 'links' && links.links).toEqual([
      { title: 'Tilkynna tjón', href: '/tjonstilkynningar/' },
    ]);
  });

  it('reads the GraphQL answer the same way as the REST one', () => {
    const fromGraphQL = footerFromGraphQL({
      phone: '440 2000',
      email: 'skjol@skjol.is',
      body: [
        {
          type: 'link_group',
          primary: { group_name: 'Þjónusta' },
          fields: [{ title: 'Tilkynna tjón', link: { url: '/tjonstilkynningar/' } }],
        },
      ],
    });
    expect(fromGraphQL.sections).toEqual([
      {
        kind: 'links',
        title: 'Þjónusta',
        links: [{ title: 'Tilkynna tjón', href: '/tjonstilkynningar/' }],
      },
    ]);
  });
});

describe('isOpenNow', () => {
  const line = { title: 'Símaver', opens: '08:30', closes: '16:00', days: 'virka-daga' };

  it('is open on a weekday inside the window, opens inclusive and closes exclusive', () => {
    expect(isOpenNow(line, new Date('2026-11-23T08:30:00Z'))).toBe(true); // Monday
    expect(isOpenNow(line, new Date('2026-11-23T15:59:00Z'))).toBe(true);
    expect(isOpenNow(line, new Date('2026-11-23T16:00:00Z'))).toBe(false);
    expect(isOpenNow(line, new Date('2026-11-23T08:29:00Z'))).toBe(false);
  });

  it('is closed on days the line does not name, and a line without days means every day', () => {
    expect(isOpenNow(line, new Date('2026-11-21T10:00:00Z'))).toBe(false); // Saturday
    expect(isOpenNow({ ...line, days: null }, new Date('2026-11-21T10:00:00Z'))).toBe(true);
    expect(isOpenNow({ ...line, days: 'fos' }, new Date('2026-11-27T10:00:00Z'))).toBe(true); // Friday
  });
});

describe('TelephoneAndChatHours', () => {
  it('reads the ref from the API root first, then asks GraphQL with it in the Prismic-ref header', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z')); // Monday 10:00
    const requests = recordRequests();
    let refHeader: string | null = null;
    server.use(
      answerRefs('REF-1', 'OTHER'),
      http.get(CONTENT_GRAPHQL, ({ request }) => {
        refHeader = request.headers.get('Prismic-ref');
        return HttpResponse.json({ data: { opening_hours: hoursDocument } });
      }),
    );

    renderWithProviders(<TelephoneAndChatHours language="is" />);
    expect(document.querySelector('[data-opening-hours-loading]')).toBeInTheDocument();
    expect(await screen.findByText('Símaver virka daga')).toBeInTheDocument();

    expect(requests.map((request) => request.path.split('?')[0])).toEqual([
      CONTENT_API_ROOT,
      CONTENT_GRAPHQL,
    ]);
    const url = new URL(requests[1]!.path, 'http://x');
    expect(url.searchParams.get('ref')).toBe('REF-1');
    expect(JSON.parse(url.searchParams.get('variables') ?? '{}')).toEqual({
      uid: 'opnunartimi',
      lang: 'is',
    });
    expect(url.searchParams.get('query')).toBe(OPENING_HOURS_QUERY.replace(/\s+/g, ' ').trim());
    expect(refHeader).toBe('REF-1');

    await waitFor(() => expect(screen.getAllByText('Opið núna')).toHaveLength(2));
    expect(screen.getByText('Allan sólarhringinn')).toBeInTheDocument();
  });

  it('asks in English for the English document and says when the hours cannot be had', async () => {
    const requests = recordRequests();
    server.use(
      answerRefs('REF-2'),
      http.get(CONTENT_GRAPHQL, () =>
        HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 400 }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<TelephoneAndChatHours language="en" />, { language: 'en' });
    expect(await screen.findByText(/Opening hours cannot be shown/)).toBeInTheDocument();
    const url = new URL(requests[1]!.path, 'http://x');
    expect(JSON.parse(url.searchParams.get('variables') ?? '{}')).toEqual({
      uid: 'tel-and-chat-opening-hours',
      lang: 'en-gb',
    });
  });

  it('reads a new ref and asks again once when its ref has gone stale', async () => {
    let rootCalls = 0;
    server.use(
      http.get(CONTENT_API_ROOT, () => {
        rootCalls += 1;
        return HttpResponse.json({ refs: [{ ref: rootCalls === 1 ? 'OLD' : 'NEW' }] });
      }),
      http.get(CONTENT_GRAPHQL, ({ request }) =>
        new URL(request.url).searchParams.get('ref') === 'OLD'
          ? HttpResponse.json({ errors: [{ message: 'Ref not found' }] }, { status: 404 })
          : HttpResponse.json({ data: { opening_hours: hoursDocument } }),
      ),
    );
    renderWithProviders(<TelephoneAndChatHours language="is" />);
    expect(await screen.findByText('Símaver virka daga')).toBeInTheDocument();
    expect(rootCalls).toBe(2);
  });
});

describe('SiteFooter', () => {
  it('shows the phone, e-mail and the footer document’s groups, hours and buttons', async () => {
    // The telephone hours inside the footer are not what this test is about: their query fails.
    server.use(
      answerRefs('R'),
      http.get(CONTENT_GRAPHQL, () =>
        HttpResponse.json({ errors: [{ message: 'no' }] }, { status: 400 }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<SiteFooter language="is" footer={fotur} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Hafðu samband' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '440 2000' })).toHaveAttribute(
      'href',
      'tel:+3544402000',
    );
    expect(within(footer).getByRole('link', { name: 'skjol@skjol.is' })).toHaveAttribute(
      'href',
      'mailto:skjol@skjol.is',
    );
    expect(within(footer).getByRole('navigation', { name: 'Þjónusta' })).toBeInTheDocument();
    expect(
      within(footer).getByRole('heading', { name: 'Afgreiðsla í Borgartúni 40' }),
    ).toBeInTheDocument();
    // /fa-tilbod/ opens in a new tab, through the link policy.
    expect(within(footer).getByRole('link', { name: /Fá tilboð/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // The hours have given up before the test ends, so nothing asks the network after it.
    await waitFor(() =>
      expect(document.querySelector('[data-opening-hours-loading]')).not.toBeInTheDocument(),
    );
  });
});
