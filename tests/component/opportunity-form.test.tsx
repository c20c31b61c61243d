import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASE_API } from '../../src/domain/api/case-paths';
import { OpportunityForm } from '../../src/features/public/attachment-forms/opportunity-form';
import { FakeXhr } from './fake-xhr';
import { renderWithProviders } from './render';

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the call-me (opportunity) form', () => {
  it('sends who to call, when and about what to the multipart endpoint, and thanks', async () => {
    const { user } = renderWithProviders(<OpportunityForm language="is" />);
    await user.type(screen.getByLabelText(/^Nafnið þitt/), 'Anna Jónsdóttir');
    await user.type(screen.getByLabelText(/^Símanúmer/), '6111234');
    await user.type(screen.getByLabelText(/^Netfang/), 'anna@example.com');
    await user.selectOptions(screen.getByLabelText(/^Hvenær hentar best/), 'afternoon');
    await user.click(screen.getByRole('checkbox', { name: 'Heimili og innbú' }));
    await user.click(screen.getByRole('button', { name: 'Hringið í mig' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe(CASE_API.opportunityWithFiles);
    const body = xhr.body!;
    expect(Object.fromEntries([...body.keys()].map((key) => [key, body.getAll(key)]))).toEqual({
      name: ['Anna Jónsdóttir'],
      email: ['anna@example.com'],
      phone: ['6111234'],
      products: ['home'],
      callTime: ['afternoon'],
      lang: ['is'],
    });
    act(() => xhr.respond(201, { caseNumber: 'E-007007' }));
    const heading = await screen.findByRole('heading', { name: 'Takk, við hringjum í þig' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/E-007007/)).toHaveTextContent('611 1234');
  });

  it('names what is missing and sends nothing; a 429 keeps everything and says so', async () => {
    const { user } = renderWithProviders(<OpportunityForm language="en" />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(FakeXhr.last).toBeUndefined();

    await user.type(screen.getByLabelText(/^Your name/), 'Anna');
    await user.type(screen.getByLabelText(/^Phone number/), '6111234');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Travel' }));
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last!.respond(429, { errorCode: 'TooManyRequests' }));
    expect(await screen.findByText(/Too many forms from you for now/)).toBeVisible();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Anna');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
