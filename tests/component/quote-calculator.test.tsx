import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuotePrice, SavedQuote } from '../../src/domain/api/quote';
import { QUOTE_API } from '../../src/domain/api/quote-paths';
import { Calculator } from '../../src/features/public/quote/calculator';
import { addQuoteTexts } from '../../src/features/public/quote/texts';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

addQuoteTexts();

const travelPrice: QuotePrice = {
  tariffVersion: '2026-11-01',
  items: [
    {
      product: 'travel',
      yearly: 4641,
      period: 'trip',
      lines: [
        { key: 'travelCover', amount: 2730, value: 7 },
        { key: 'travellers', amount: 1911, value: 'couple' },
      ],
    },
  ],
  bundleDiscount: { rate: 0, amount: 0 },
  yearly: 4641,
  paidOnce: 4641,
  monthly: 0,
  installmentFee: 250,
};

const carAndTravelPrice: QuotePrice = {
  ...travelPrice,
  items: [
    {
      product: 'car',
      yearly: 140_972,
      period: 'year',
      lines: [
        { key: 'carLiability', amount: 71_000, value: 'suv' },
        { key: 'carCasco', amount: 200_100, value: 6_900_000 },
        { key: 'noClaimsBonus', amount: -130_128, value: 10 },
      ],
      vehicle: {
        registration: 'AB123',
        make: 'Toyota',
        model: 'RAV4 Hybrid',
        year: 2021,
        category: 'suv',
        fuel: 'hybrid',
        value: 6_900_000,
      },
    },
    travelPrice.items[0]!,
  ],
  bundleDiscount: { rate: 0.05, amount: 7281 },
  yearly: 138_332,
  paidOnce: 4409,
  monthly: 11_411,
};

let requests: RecordedRequest[];
beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/fa-verd/');
  requests = recordRequests();
  server.use(
    http.post(QUOTE_API.price, async ({ request }) => {
      const { items } = (await request.json()) as { items: { product: string }[] };
      return HttpResponse.json(items.length === 2 ? carAndTravelPrice : travelPrice);
    }),
    http.get('/api/quote/v1/vehicle/:registration/', ({ params }) =>
      params.registration === 'AB123'
        ? HttpResponse.json(carAndTravelPrice.items[0]!.vehicle)
        : problem(404, 'VehicleNotFound'),
    ),
  );
});

const priceRequests = () => requests.filter((request) => request.path === QUOTE_API.price);

describe('the price calculators', () => {
  it('price a single trip as soon as travel is chosen, and explain the price', async () => {
    const { user } = renderWithProviders(<Calculator language="en" />, { language: 'en' });
    expect(screen.getByText('Choose what you want to insure to see a price.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Travel/ }));
    await user.selectOptions(screen.getByLabelText(/^Who is travelling/), 'couple');

    expect(await screen.findByTestId('quote-yearly')).toHaveTextContent('ISK 4,641 for the trip');
    // A single trip is paid once: no monthly payments are offered for it.
    expect(screen.queryByTestId('quote-monthly')).toBeNull();
    await user.click(screen.getByText('What makes up the price?'));
    const details = screen.getByText('What makes up the price?').closest('details')!;
    expect(within(details).getByText('A trip of 7 days')).toBeInTheDocument();
    expect(within(details).getByText('A couple')).toBeInTheDocument();
    expect(within(details).getByText('+ISK 1,911')).toBeInTheDocument();
    await waitFor(() =>
      expect(priceRequests().at(-1)?.body).toEqual({
        items: [
          {
            product: 'travel',
            kind: 'single',
            travellers: 'couple',
            destination: 'europe',
            days: 7,
          },
        ],
      }),
    );
  });

  it('look the car up in the register and show what it is, or that it is unknown', async () => {
    const { user } = renderWithProviders(<Calculator language="is" />);
    await user.click(screen.getByRole('checkbox', { name: /Bíll/ }));
    const registration = screen.getByLabelText(/^Bílnúmer/);
    await user.type(registration, 'zz-999');
    expect(
      await screen.findByText('Ekkert ökutæki er skráð með þessu bílnúmeri.'),
    ).toBeInTheDocument();
    expect(registration).toHaveAttribute('aria-invalid', 'true');

    await user.clear(registration);
    await user.type(registration, 'ab 123');
    expect(await screen.findByText('Toyota RAV4 Hybrid, árgerð 2021')).toBeInTheDocument();
    expect(screen.getByText(/Jeppi · áætlað verðmæti 6\.900\.000 kr\./)).toBeInTheDocument();
    // The driver's age is still missing: no price is asked for yet.
    expect(screen.getByText('Fylltu út reitina til að sjá verð.')).toBeInTheDocument();
    expect(priceRequests()).toHaveLength(0);
  });

  it('show each field’s problem in words once it is left, with the range it must lie in', async () => {
    const { user } = renderWithProviders(<Calculator language="en" />, { language: 'en' });
    await user.click(screen.getByRole('checkbox', { name: /Accident/ }));
    await user.type(screen.getByLabelText(/^Age/), '12');
    await user.tab();
    expect(await screen.findByText('Enter a number from 18 to 79.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /House/ }));
    await user.type(screen.getByLabelText(/^Postcode/), '999');
    await user.tab();
    expect(await screen.findByText('Enter an Icelandic postcode such as 101.')).toBeInTheDocument();
    expect(priceRequests()).toHaveLength(0);
  });

  it('add the bundle discount for two products and offer monthly payments', async () => {
    const { user } = renderWithProviders(<Calculator language="is" />);
    await user.click(screen.getByRole('checkbox', { name: /Bíll/ }));
    await user.click(screen.getByRole('checkbox', { name: /Ferðalög/ }));
    await user.type(screen.getByLabelText(/^Bílnúmer/), 'AB123');
    await user.type(screen.getByLabelText(/^Aldur aðalökumanns/), '40');
    const summary = screen.getByRole('region', { name: 'Verðið þitt' });
    expect(await within(summary).findByText('Samsetningarafsláttur 5%')).toBeInTheDocument();
    expect(within(summary).getByTestId('quote-monthly')).toHaveTextContent('11.411 kr. á mánuði');
    expect(
      within(summary).getByText(/Auk þess 4\.409 kr\. greitt fyrir ferðina/),
    ).toBeInTheDocument();
  });

  it('save the quote and mail it, keeping the address typed when saving fails', async () => {
    let attempts = 0;
    server.use(
      http.post(QUOTE_API.save, async ({ request }) => {
        attempts += 1;
        if (attempts === 1) return problem(500, 'Unknown');
        const body = (await request.json()) as Pick<SavedQuote, 'items'>;
        return HttpResponse.json(
          {
            quoteNumber: 'T-001234',
            key: 'k',
            createdAt: '2026-11-25T12:00:00Z',
            validUntil: '2026-12-25',
            expired: false,
            items: body.items,
            price: travelPrice,
          } satisfies Partial<SavedQuote>,
          { status: 201 },
        );
      }),
    );
    const { user } = renderWithProviders(<Calculator language="en" />, { language: 'en' });
    await user.click(screen.getByRole('checkbox', { name: /Travel/ }));
    await screen.findByTestId('quote-yearly');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'E-mail me the quote' }));
    expect(await screen.findByText('The quote could not be saved. Try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('anna@example.com');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: 'Quote T-001234 is saved' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        /We have sent it to anna@example.com. The price holds until 25 December 2026./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      '/en/vidskipti/kaupa/?tilbod=T-001234&lykill=k',
    );
    const saved = requests.filter((request) => request.path === QUOTE_API.save).at(-1);
    expect(saved?.body).toMatchObject({
      email: 'anna@example.com',
      lang: 'en',
      items: [{ product: 'travel' }],
    });
  });

  it('open a saved quote from its link with the price it was given, and say when the choices change', async () => {
    const savedItems: SavedQuote['items'] = [
      { product: 'travel', kind: 'single', travellers: 'couple', destination: 'europe', days: 7 },
    ];
    server.use(
      http.get(QUOTE_API.saved('T-001234'), ({ request }) =>
        new URL(request.url).searchParams.get('key') === 'the-key'
          ? HttpResponse.json({
              quoteNumber: 'T-001234',
              key: 'the-key',
              createdAt: '2026-11-20T12:00:00Z',
              validUntil: '2026-12-20',
              expired: false,
              items: savedItems,
              price: { ...travelPrice, yearly: 4000, paidOnce: 4000 },
            } satisfies SavedQuote)
          : problem(404, 'QuoteNotFound'),
      ),
    );
    window.history.replaceState(null, '', '/en/get-price/?tilbod=T-001234&lykill=the-key');
    const { user } = renderWithProviders(<Calculator language="en" />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Quote T-001234' })).toBeInTheDocument();
    expect(
      screen.getByText('Valid until 20 December 2026. The price does not change until then.'),
    ).toBeInTheDocument();
    // The quote's own price, not today's.
    expect(await screen.findByTestId('quote-yearly')).toHaveTextContent('ISK 4,000 for the trip');
    expect(screen.getByLabelText(/^Who is travelling/)).toHaveValue('couple');
    expect(priceRequests()).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/^Who is travelling/), 'family');
    expect(await screen.findByText(/You changed your choices/)).toBeInTheDocument();
    expect(await screen.findByTestId('quote-yearly')).toHaveTextContent('ISK 4,641 for the trip');
  });

  it('say plainly when a saved quote’s link is wrong', async () => {
    server.use(http.get(QUOTE_API.saved('T-000001'), () => problem(404, 'QuoteNotFound')));
    window.history.replaceState(null, '', '/fa-verd/?tilbod=T-000001&lykill=nope');
    renderWithProviders(<Calculator language="is" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tilboðið fannst ekki.');
  });

  it('keep what was typed through a reload', async () => {
    const first = renderWithProviders(<Calculator language="en" />, { language: 'en' });
    await first.user.click(screen.getByRole('checkbox', { name: /Accident/ }));
    await first.user.type(screen.getByLabelText(/^Age/), '44');
    first.unmount();
    renderWithProviders(<Calculator language="en" />, { language: 'en' });
    expect(await screen.findByLabelText(/^Age/)).toHaveValue('44');
    expect(screen.getByRole('checkbox', { name: /Accident/ })).toBeChecked();
  });
});
