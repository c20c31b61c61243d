import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CASE_API } from '../../src/domain/api/case-paths';
import { InquiryForm } from '../../src/features/public/inquiry';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], ssn = '') {
  await user.type(screen.getByLabelText(/^Nafn/), 'Jón Gestur');
  await user.type(screen.getByLabelText(/^Netfang/), 'jon@example.com');
  if (ssn) await user.type(screen.getByLabelText(/^Kennitala/), ssn);
  await user.selectOptions(screen.getByLabelText(/^Efni fyrirspurnar/), 'claims');
  await user.type(screen.getByLabelText(/^Fyrirspurn/), 'Rúðan brotnaði.');
}

const sendButton = () => screen.getByRole('button', { name: /Senda fyrirspurn|Reyna aftur/ });

describe('the inquiry form', () => {
  it('sends the inquiry and thanks the sender with the case number', async () => {
    server.use(
      http.post(CASE_API.inquiry, () =>
        HttpResponse.json({ caseNumber: 'E-001234' }, { status: 201 }),
      ),
    );
    const { user } = renderWithProviders(<InquiryForm language="is" />);
    await fillIn(user, '120160-3389');
    await user.click(sendButton());

    const heading = await screen.findByRole('heading', { name: 'Takk fyrir fyrirspurnina' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/E-001234/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aftur á forsíðu' })).toHaveAttribute('href', '/');
    const sent = requests.filter((r) => r.path === CASE_API.inquiry);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      name: 'Jón Gestur',
      email: 'jon@example.com',
      ssn: '1201603389',
      type: 'claims',
      description: 'Rúðan brotnaði.',
      lang: 'is',
    });
  });

  it('names every missing field and sends nothing', async () => {
    const { user } = renderWithProviders(<InquiryForm language="en" />, { language: 'en' });
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('The e-mail address is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(requests.filter((r) => r.path === CASE_API.inquiry)).toHaveLength(0);
  });

  it('counts the characters and flags a description that is too long', async () => {
    const { user } = renderWithProviders(<InquiryForm language="is" />);
    const description = screen.getByLabelText(/^Fyrirspurn/);
    await user.click(description);
    await user.paste('x'.repeat(1000));
    expect(screen.getByText('1000 / 999')).toBeInTheDocument();
    await user.click(sendButton());
    expect(await screen.findByText('Textinn er of langur')).toBeInTheDocument();
  });

  it('shows the unknown-kennitala message under the field', async () => {
    server.use(
      http.post(CASE_API.inquiry, () =>
        problem(400, 'SsnNotFound', { errors: { ssn: ['The given SSN was not found'] } }),
      ),
    );
    const { user } = renderWithProviders(<InquiryForm language="is" />);
    await fillIn(user, '0101701239');
    await user.click(sendButton());
    expect(
      await screen.findByText(/Við finnum engan viðskiptavin með þessa kennitölu/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Kennitala/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps every value when the network fails, says so and offers a retry', async () => {
    server.use(http.post(CASE_API.inquiry, () => HttpResponse.error()));
    const { user } = renderWithProviders(<InquiryForm language="is" />);
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ekki tókst að senda fyrirspurnina');
    expect(screen.getByRole('button', { name: 'Reyna aftur' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nafn/)).toHaveValue('Jón Gestur');
    expect(screen.getByLabelText(/^Fyrirspurn/)).toHaveValue('Rúðan brotnaði.');

    server.use(
      http.post(CASE_API.inquiry, () =>
        HttpResponse.json({ caseNumber: 'E-001235' }, { status: 201 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reyna aftur' }));
    expect(await screen.findByText(/E-001235/)).toBeInTheDocument();
  });

  it('ignores a second press while the first is on its way', async () => {
    server.use(
      http.post(CASE_API.inquiry, async () => {
        await delay(150);
        return HttpResponse.json({ caseNumber: 'E-001236' }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<InquiryForm language="is" />);
    await fillIn(user);
    const button = sendButton();
    // Enter pressed twice in a field submits the form twice, whatever the button shows.
    fireEvent.submit(button.closest('form')!);
    fireEvent.submit(button.closest('form')!);
    await user.click(button);
    await screen.findByText(/E-001236/);
    expect(requests.filter((r) => r.path === CASE_API.inquiry)).toHaveLength(1);
  });
});
