import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CASE_API } from '../../src/domain/api/case-paths';
import { OfferRequestForm } from '../../src/features/public/offer-request/offer-request-form';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders, serverMarkup } from './render';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

const sent = () => requests.filter((request) => request.path === CASE_API.offerRequest);

describe('the offer request form', () => {
  it('sends who it is for, what to insure and how to reach the sender, and thanks with the number', async () => {
    server.use(
      http.post(CASE_API.offerRequest, () =>
        HttpResponse.json({ caseNumber: 'E-001300' }, { status: 201 }),
      ),
    );
    const { user } = renderWithProviders(<OfferRequestForm language="en" />, { language: 'en' });
    await user.selectOptions(screen.getByLabelText(/^Who is it for/), 'company');
    await user.click(screen.getByRole('checkbox', { name: 'A business' }));
    await user.click(screen.getByRole('checkbox', { name: 'Liability' }));
    await user.type(screen.getByLabelText(/^Name/), 'Hraunhólar ehf.');
    await user.type(screen.getByLabelText(/^E-mail/), 'hraun@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '6111234');
    await user.type(screen.getByLabelText(/^Tell us more/), 'A workshop with five staff.');
    await user.click(screen.getByRole('button', { name: 'Request an offer' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, we have your request' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/E-001300/)).toBeInTheDocument();
    expect(sent()[0]?.body).toEqual({
      name: 'Hraunhólar ehf.',
      email: 'hraun@example.com',
      phone: '6111234',
      ssn: '',
      customerType: 'company',
      products: ['business', 'liability'],
      description: 'A workshop with five staff.',
      lang: 'en',
    });
  });

  it('names what is missing, sends nothing, and keeps everything when sending fails', async () => {
    server.use(http.post(CASE_API.offerRequest, () => problem(500, 'Unknown')));
    const { user } = renderWithProviders(<OfferRequestForm language="is" />);
    await user.click(screen.getByRole('button', { name: 'Biðja um tilboð' }));
    expect(await screen.findAllByText('Þennan reit þarf að fylla út')).not.toHaveLength(0);
    expect(sent()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Ökutæki' }));
    await user.type(screen.getByLabelText(/^Nafn/), 'Jón');
    await user.type(screen.getByLabelText(/^Netfang/), 'jon@example.com');
    await user.type(screen.getByLabelText(/^Segðu okkur nánar/), 'Tveir bílar og kerra.');
    await user.click(screen.getByRole('button', { name: 'Biðja um tilboð' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ekki tókst að senda beiðnina.');
    expect(screen.getByLabelText(/^Nafn/)).toHaveValue('Jón');
    expect(screen.getByRole('checkbox', { name: 'Ökutæki' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Reyna aftur' })).toBeInTheDocument();
  });

  it('keeps what was written in its text box before the page came alive, and sends it', async () => {
    server.use(
      http.post(CASE_API.offerRequest, () =>
        HttpResponse.json({ caseNumber: 'E-001302' }, { status: 201 }),
      ),
    );
    // The build's markup, filled in while the script is still on its way.
    const container = serverMarkup(<OfferRequestForm language="en" />, 'en');
    const early = <Field extends HTMLElement>(name: string) =>
      container.querySelector<Field>(`[name="${name}"]`)!;
    early<HTMLInputElement>('name').value = 'Hraunhólar ehf.';
    early<HTMLInputElement>('email').value = 'hraun@example.com';
    early<HTMLInputElement>('products').checked = true;
    early<HTMLTextAreaElement>('description').value = 'A workshop with five staff.';

    const { user } = renderWithProviders(<OfferRequestForm language="en" />, {
      language: 'en',
      container,
      hydrate: true,
    });
    // What was typed before the code came is kept as the markup is taken over.
    expect(screen.getByLabelText(/^Tell us more/)).toHaveValue('A workshop with five staff.');
    await user.click(screen.getByRole('button', { name: 'Request an offer' }));

    await screen.findByRole('heading', { name: 'Thank you, we have your request' });
    expect(sent()[0]?.body).toMatchObject({
      name: 'Hraunhólar ehf.',
      email: 'hraun@example.com',
      description: 'A workshop with five staff.',
    });
  });
});
