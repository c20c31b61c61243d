import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CASE_API, SSN_NOT_FOUND } from '../../src/domain/api/case-paths';
import { LetUsKnowForm } from '../../src/features/public/let-us-know/let-us-know-form';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

const sent = () => requests.filter((request) => request.path === CASE_API.letUsKnow);

describe('the "let us know" form', () => {
  it('sends a compliment with what it is about, counts the characters, and thanks with the number', async () => {
    server.use(
      http.post(CASE_API.letUsKnow, () =>
        HttpResponse.json({ caseNumber: 'E-001400' }, { status: 201 }),
      ),
    );
    const { user } = renderWithProviders(<LetUsKnowForm language="en" />, { language: 'en' });
    await user.click(screen.getByRole('radio', { name: 'A compliment' }));
    await user.selectOptions(screen.getByLabelText(/^What is it about/), 'staff');
    const description = screen.getByLabelText(/^What would you like to praise/);
    await user.type(description, 'Gunna was great.');
    expect(screen.getByText('16 / 999')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Ari');
    await user.type(screen.getByLabelText(/^E-mail/), 'ari@example.com');
    await user.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/E-001400/)).toBeInTheDocument();
    expect(sent()[0]?.body).toEqual({
      kind: 'compliment',
      topic: 'staff',
      description: 'Gunna was great.',
      name: 'Ari',
      email: 'ari@example.com',
      phone: '',
      ssn: '',
      contactConsent: false,
      lang: 'en',
    });
  });

  it('names what is missing, sends nothing, and focuses the first choice', async () => {
    const { user } = renderWithProviders(<LetUsKnowForm language="is" />);
    await user.click(screen.getByRole('button', { name: 'Senda' }));
    expect(await screen.findAllByText('Þennan reit þarf að fylla út')).toHaveLength(5);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Kvörtun' })).toHaveFocus());
    expect(screen.getByRole('radiogroup', { name: /Hvað viltu segja okkur/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent()).toHaveLength(0);
  });

  it('shows an unknown kennitala under its field, and keeps everything when sending fails', async () => {
    let answer = () => problem(400, 'SsnNotFound', { errors: { ssn: [SSN_NOT_FOUND] } });
    server.use(http.post(CASE_API.letUsKnow, () => answer()));
    const { user } = renderWithProviders(<LetUsKnowForm language="is" />);
    await user.click(screen.getByRole('radio', { name: 'Kvörtun' }));
    await user.selectOptions(screen.getByLabelText(/^Hvað varðar það/), 'claim');
    await user.type(screen.getByLabelText(/^Hvað gerðist/), 'Enginn svaraði mér.');
    await user.type(screen.getByLabelText(/^Nafn/), 'Jón');
    await user.type(screen.getByLabelText(/^Netfang/), 'jon@example.com');
    await user.type(screen.getByLabelText(/^Kennitala/), '0101302989');
    await user.click(screen.getByRole('button', { name: 'Senda' }));
    expect(
      await screen.findByText(/Enginn viðskiptavinur er með þessa kennitölu/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Kennitala/)).toHaveFocus());

    answer = () => problem(500, 'Unknown');
    await user.clear(screen.getByLabelText(/^Kennitala/));
    await user.click(screen.getByRole('button', { name: 'Senda' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ekki tókst að senda erindið.');
    expect(screen.getByLabelText(/^Hvað gerðist/)).toHaveValue('Enginn svaraði mér.');
    expect(screen.getByRole('radio', { name: 'Kvörtun' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Reyna aftur' })).toBeInTheDocument();
  });
});
