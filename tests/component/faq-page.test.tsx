import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaqEntry, FaqResponse } from '../../src/domain/api/faq';
import { FAQ_API } from '../../src/domain/api/faq-paths';
import { FaqPage } from '../../src/features/public/faq/faq-page';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

const entry = (id: string, question: string, product: string): FaqEntry => ({
  id,
  question,
  answer: [`Svarið við ${id}.`, `Nánar um ${id}.`],
  product: { title: product, path: `/einstaklingar/${id}/` },
});

const ALL: FaqEntry[] = [
  entry('a', 'Er reiðhjólið tryggt?', 'Heimilistrygging'),
  entry('b', 'Hvað ef rúðan brotnar?', 'Bílatrygging'),
  entry('c', 'Gildir tryggingin erlendis?', 'Heimilistrygging'),
];

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
  window.history.replaceState(null, '', '/algengar-spurningar/');
  server.use(
    http.get('/cms/api/v2', () => new HttpResponse(null, { status: 503 })),
    http.get(FAQ_API, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const questions = ALL.filter((item) => !q || item.question.toLowerCase().includes(q));
      return HttpResponse.json<FaqResponse>({ questions, total: ALL.length });
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The query strings of the FAQ calls sent so far. */
const faqRequests = () =>
  requests
    .filter((request) => request.path.startsWith(`${FAQ_API}?`))
    .map((request) => request.path.slice(FAQ_API.length));

describe('the FAQ page', () => {
  it('lists every question under its product and opens an answer with a link to the product', async () => {
    const { user } = renderWithProviders(<FaqPage language="is" />);
    expect(await screen.findByText('3 spurningar um 2 tryggingar.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Heimilistrygging' })).toBeInTheDocument();
    await user.click(screen.getByText('Er reiðhjólið tryggt?'));
    expect(screen.getByText('Nánar um a.')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Nánar um Heimilistrygging' })[0]).toHaveAttribute(
      'href',
      '/einstaklingar/a/',
    );
  });

  it('searches once typing pauses, keeps the search in the address, and clears it', async () => {
    const { user } = renderWithProviders(<FaqPage language="is" />);
    await screen.findByText('3 spurningar um 2 tryggingar.');
    await user.type(screen.getByLabelText('Leita í spurningum og svörum'), 'vatn');
    expect(await screen.findByText('Engin spurning fannst um „vatn“.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Senda fyrirspurn' })).toBeInTheDocument();
    // One search for the word, not one per letter.
    expect(faqRequests().filter((search) => search.includes('q='))).toEqual(['?lang=is&q=vatn']);
    expect(window.location.search).toBe('?q=vatn');

    await user.clear(screen.getByLabelText('Leita í spurningum og svörum'));
    await user.type(screen.getByLabelText('Leita í spurningum og svörum'), 'rúðan');
    expect(await screen.findByText('1 spurning fannst af 3.')).toBeInTheDocument();
    expect(screen.getByText('Hvað ef rúðan brotnar?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hreinsa leit' }));
    expect(await screen.findByText('3 spurningar um 2 tryggingar.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Leita í spurningum og svörum')).toHaveFocus();
  });

  it('opens on the search the address carries, in English', async () => {
    window.history.replaceState(null, '', '/en/faq/?q=erlendis');
    renderWithProviders(<FaqPage language="en" />, { language: 'en' });
    expect(await screen.findByText('1 question found of 3.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search the questions and answers')).toHaveValue('erlendis');
    expect(faqRequests()).toContain('?lang=en&q=erlendis');
  });

  it('says when the questions could not be fetched and tries again on request', async () => {
    let failing = true;
    server.use(
      http.get(FAQ_API, () =>
        failing
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json<FaqResponse>({ questions: ALL, total: ALL.length }),
      ),
    );
    const { user } = renderWithProviders(<FaqPage language="is" />);
    expect(await screen.findByText('Ekki tókst að sækja spurningarnar.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reyna aftur' }));
    await waitFor(() => expect(screen.getByText('Er reiðhjólið tryggt?')).toBeInTheDocument());
  });
});
