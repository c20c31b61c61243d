import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASE_API, SSN_NOT_FOUND } from '../../src/domain/api/case-paths';
import { FORM_API } from '../../src/domain/api/form-paths';
import { SKJOL_EVENTS } from '../../src/domain/events';
import { CURRENT_DRAW } from '../../src/domain/lottery';
import { SEND_HELD_ATTRIBUTE } from '../../src/lib/held-send';
import { ChildInsuranceForm } from '../../src/features/public/public-forms/child-insurance-form';
import { ConferenceSignupForm } from '../../src/features/public/public-forms/conference-signup-form';
import {
  OkuvisirCalculator,
  OkuvisirForm,
} from '../../src/features/public/public-forms/okuvisir-form';
import { LotteryForm } from '../../src/features/public/public-forms/lottery-form';
import { OtherMattersForm } from '../../src/features/public/public-forms/other-matters-form';
import { SalesPromotionForm } from '../../src/features/public/public-forms/sales-promotion-form';
import { kennitalaBornOn, yearsAgo } from '../server/support/kennitala';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders, serverMarkup } from './render';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});
const sent = (path: string) => requests.filter((request) => request.path === path);
const created = (caseNumber: string) => () => HttpResponse.json({ caseNumber }, { status: 201 });

describe('the child insurance application', () => {
  const child = kennitalaBornOn(yearsAgo(4));

  it('sends the child, the cover and the parent, and thanks with the number', async () => {
    server.use(http.post(CASE_API.childInsurance, created('E-002001')));
    const { user } = renderWithProviders(<ChildInsuranceForm language="en" />, { language: 'en' });
    await user.type(screen.getByLabelText(/^Child's name/), 'Sól');
    await user.type(screen.getByLabelText(/^Child's kennitala/), child);
    await user.selectOptions(screen.getByLabelText(/^Cover/), 'extended');
    await user.type(screen.getByLabelText(/^Parent's name/), 'Anna Jónsdóttir');
    await user.type(screen.getByLabelText(/^Parent's kennitala/), '120160-3389');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '6111234');
    await user.click(screen.getByRole('checkbox', { name: /I am the child's parent/ }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    const heading = await screen.findByRole('heading', {
      name: 'Thank you, we have your application',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/E-002001/)).toBeInTheDocument();
    expect(sent(CASE_API.childInsurance)[0]?.body).toEqual({
      parentName: 'Anna Jónsdóttir',
      parentSsn: '1201603389',
      email: 'anna@example.com',
      phone: '6111234',
      childName: 'Sól',
      childSsn: child,
      coverLevel: 'extended',
      consent: true,
      lang: 'en',
    });
  });

  /** The build's markup as plain HTML, filled in while the script is still on its way. */
  function filledBeforeAlive(): HTMLElement {
    const container = serverMarkup(<ChildInsuranceForm language="en" />, 'en');
    const early = (label: RegExp) => {
      const id = [...container.querySelectorAll('label')]
        .find((element) => label.test(element.textContent ?? ''))
        ?.getAttribute('for');
      return document.getElementById(id!) as HTMLInputElement & HTMLSelectElement;
    };
    early(/^Child's name/).value = 'Sól';
    early(/^Child's kennitala/).value = child;
    early(/^Cover/).value = 'extended';
    early(/^Parent's name/).value = 'Anna Jónsdóttir';
    early(/^Parent's kennitala/).value = '120160-3389';
    early(/^E-mail/).value = 'anna@example.com';
    early(/^Phone number/).value = '6111234';
    early(/I am the child's parent/).checked = true;
    return container;
  }

  const sentEarly = {
    childName: 'Sól',
    childSsn: child,
    coverLevel: 'extended',
    parentName: 'Anna Jónsdóttir',
    parentSsn: '1201603389',
    email: 'anna@example.com',
    phone: '6111234',
    consent: true,
  };

  it('keeps what was typed, picked and ticked before the page came alive, and sends it', async () => {
    server.use(http.post(CASE_API.childInsurance, created('E-002002')));
    const container = filledBeforeAlive();
    const { user } = renderWithProviders(<ChildInsuranceForm language="en" />, {
      language: 'en',
      container,
      hydrate: true,
    });
    expect(screen.getByLabelText(/^Child's name/)).toHaveValue('Sól');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    await screen.findByRole('heading', { name: 'Thank you, we have your application' });
    expect(sent(CASE_API.childInsurance)[0]?.body).toMatchObject(sentEarly);
  });

  it('makes a send pressed before the page came alive once it is, with what was filled in', async () => {
    server.use(http.post(CASE_API.childInsurance, created('E-002003')));
    const container = filledBeforeAlive();
    // The page's inline script held the press and marked the form.
    container.querySelector('form')!.setAttribute(SEND_HELD_ATTRIBUTE, '');
    renderWithProviders(<ChildInsuranceForm language="en" />, {
      language: 'en',
      container,
      hydrate: true,
    });

    await screen.findByRole('heading', { name: 'Thank you, we have your application' });
    expect(sent(CASE_API.childInsurance)).toHaveLength(1);
    expect(sent(CASE_API.childInsurance)[0]?.body).toMatchObject(sentEarly);
    const form = container.querySelector('form');
    expect(form?.hasAttribute(SEND_HELD_ATTRIBUTE) ?? false).toBe(false);
  });

  it('refuses a child of 18 by the kennitala and an unticked consent before sending', async () => {
    const { user } = renderWithProviders(<ChildInsuranceForm language="is" />);
    await user.type(screen.getByLabelText(/^Kennitala barns/), kennitalaBornOn(yearsAgo(19)));
    await user.click(screen.getByRole('button', { name: 'Senda umsókn' }));
    expect(
      await screen.findByText(/Barnatrygging er fyrir börn yngri en 18 ára/),
    ).toBeInTheDocument();
    expect(screen.getByText('Hakaðu við til að halda áfram')).toBeInTheDocument();
    // The first field with an error has the keyboard.
    await waitFor(() => expect(screen.getByLabelText(/^Nafn barns/)).toHaveFocus());
    expect(sent(CASE_API.childInsurance)).toHaveLength(0);
  });
});

describe('Ökuvísir', () => {
  it('shows the discount a driving score earns, from the declared steps', async () => {
    renderWithProviders(<OkuvisirCalculator />, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Drive well, save up to 15%' })).toBeInTheDocument();
    const slider = screen.getByLabelText('Average trip score');
    expect(screen.getByText('An average score of 85 earns a 10% discount')).toBeInTheDocument();
    fireEvent.input(slider, { target: { value: '90' } });
    expect(screen.getByText('An average score of 90 earns a 15% discount')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '90 out of 100');
    fireEvent.input(slider, { target: { value: '69' } });
    expect(screen.getByText('An average score of 69 earns no discount yet')).toBeInTheDocument();
  });

  it('sends the registration as the quote calculator writes it, and keeps everything when the network drops', async () => {
    server.use(http.post(CASE_API.okuvisir, () => HttpResponse.error()));
    const { user } = renderWithProviders(<OkuvisirForm language="is" />);
    await user.type(screen.getByLabelText(/^Nafn/), 'Björn');
    await user.type(screen.getByLabelText(/^Kennitala/), '0503852139');
    await user.type(screen.getByLabelText(/^Netfang/), 'bjorn@example.com');
    await user.type(screen.getByLabelText(/^Símanúmer/), '6221234');
    await user.type(screen.getByLabelText(/^Bílnúmer/), 'ab c12');
    await user.click(screen.getByRole('checkbox', { name: /Ég samþykki að Ökuvísir/ }));
    await user.click(screen.getByRole('button', { name: 'Skrá mig' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tengingin rofnaði');
    expect(screen.getByLabelText(/^Bílnúmer/)).toHaveValue('ab c12');
    expect(sent(CASE_API.okuvisir)[0]?.body).toMatchObject({ registration: 'ABC12' });

    server.use(http.post(CASE_API.okuvisir, created('E-002002')));
    await user.click(screen.getByRole('button', { name: 'Reyna aftur' }));
    expect(
      await screen.findByRole('heading', { name: 'Takk, skráningin er komin til okkar' }),
    ).toBeInTheDocument();
  });

  it('says a registration is not valid before sending', async () => {
    const { user } = renderWithProviders(<OkuvisirForm language="en" />, { language: 'en' });
    await user.type(screen.getByLabelText(/^Registration number/), 'A!');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(
      await screen.findByText('Enter a valid registration number, for example AB123'),
    ).toBeInTheDocument();
    expect(sent(CASE_API.okuvisir)).toHaveLength(0);
  });
});

describe('other matters', () => {
  it("shows the server's unknown-kennitala answer under the field and keeps the message", async () => {
    server.use(
      http.post(CASE_API.otherMatters, () =>
        problem(400, 'SsnNotFound', { errors: { ssn: [SSN_NOT_FOUND] } }),
      ),
    );
    const { user } = renderWithProviders(<OtherMattersForm language="en" />, { language: 'en' });
    await user.type(screen.getByLabelText(/^Subject/), 'Old claim');
    await user.type(screen.getByLabelText(/^Your message/), 'Where do I send papers?');
    await user.type(screen.getByLabelText(/^Name/), 'Jón');
    await user.type(screen.getByLabelText(/^E-mail/), 'jon@example.com');
    await user.type(screen.getByLabelText(/^Kennitala/), kennitalaBornOn(yearsAgo(40)));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('We find no customer with this kennitala. Check it or leave it out.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Kennitala/)).toHaveFocus());
    expect(screen.getByLabelText(/^Your message/)).toHaveValue('Where do I send papers?');
  });

  it('sends subject, message, name, e-mail and no kennitala, and thanks with the number', async () => {
    server.use(http.post(CASE_API.otherMatters, created('E-002003')));
    const { user } = renderWithProviders(<OtherMattersForm language="is" />);
    await user.type(screen.getByLabelText(/^Efni/), 'Hrós');
    await user.type(screen.getByLabelText(/^Erindið/), 'Takk fyrir góða þjónustu.');
    await user.type(screen.getByLabelText(/^Nafn/), 'Jón');
    await user.type(screen.getByLabelText(/^Netfang/), 'jon@example.com');
    await user.click(screen.getByRole('button', { name: 'Senda erindi' }));
    expect(await screen.findByText(/E-002003/)).toBeInTheDocument();
    expect(sent(CASE_API.otherMatters)[0]?.body).toEqual({
      subject: 'Hrós',
      message: 'Takk fyrir góða þjónustu.',
      name: 'Jón',
      email: 'jon@example.com',
      ssn: '',
      lang: 'is',
    });
  });
});

describe('event sign-up', () => {
  it('lists the events with the seats the server counts, and sends the chosen one', async () => {
    server.use(
      http.get(FORM_API.conferenceSignup, () =>
        HttpResponse.json({
          events: SKJOL_EVENTS.map((event, index) => ({
            id: event.id,
            startsAt: event.startsAt,
            seats: event.seats,
            seatsLeft: index === 0 ? 0 : 1,
            open: index !== 0,
          })),
        }),
      ),
      http.post(FORM_API.conferenceSignup, () =>
        HttpResponse.json({ eventId: SKJOL_EVENTS[1]!.id, seatsLeft: 0 }, { status: 201 }),
      ),
    );
    const { user } = renderWithProviders(<ConferenceSignupForm language="en" />, {
      language: 'en',
    });
    const full = await screen.findByRole('option', { name: /Prevention at home.*fully booked/ });
    expect(full).toBeDisabled();
    expect(screen.getByRole('option', { name: /Safety at work.*1 seat left/ })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText(/^Event/), SKJOL_EVENTS[1]!.id);
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Dietary needs/), 'Vegan');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    const heading = await screen.findByRole('heading', { name: 'Thank you, your seat is saved' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent(FORM_API.conferenceSignup).find((r) => r.method === 'POST')?.body).toEqual({
      eventId: SKJOL_EVENTS[1]!.id,
      name: 'Anna',
      email: 'anna@example.com',
      company: '',
      dietaryNeeds: 'Vegan',
      lang: 'en',
    });
  });

  it('says kindly that the address is already signed up, under the e-mail field', async () => {
    server.use(
      http.post(FORM_API.conferenceSignup, () =>
        problem(409, 'AlreadySignedUp', { errors: { email: ['publicForms|alreadySignedUp'] } }),
      ),
    );
    const { user } = renderWithProviders(<ConferenceSignupForm language="is" />);
    await user.selectOptions(screen.getByLabelText(/^Viðburður/), SKJOL_EVENTS[2]!.id);
    await user.type(screen.getByLabelText(/^Nafn/), 'Anna');
    await user.type(screen.getByLabelText(/^Netfang/), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Skrá mig' }));
    expect(
      await screen.findByText(/Þetta netfang er þegar skráð á viðburðinn/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Netfang/)).toHaveFocus());
  });
});

describe('campaign offer', () => {
  it('sends the code as written upper-case with the chosen products, and thanks with the number', async () => {
    server.use(http.post(CASE_API.salesPromotion, created('E-002005')));
    const { user } = renderWithProviders(<SalesPromotionForm language="en" />, {
      language: 'en',
    });
    await user.type(screen.getByLabelText(/^Campaign code/), 'vetur27');
    await user.click(screen.getByRole('checkbox', { name: 'Car insurance' }));
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '6111234');
    await user.click(screen.getByRole('button', { name: 'Get an offer' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, our sales team will be in touch' }),
    ).toBeInTheDocument();
    expect(sent(CASE_API.salesPromotion)[0]?.body).toEqual({
      campaignCode: 'VETUR27',
      name: 'Anna',
      email: 'anna@example.com',
      phone: '6111234',
      products: ['car'],
      lang: 'en',
    });
  });

  it('refuses a code that is not running before sending', async () => {
    const { user } = renderWithProviders(<SalesPromotionForm language="is" />);
    await user.type(screen.getByLabelText(/^Kóði herferðar/), 'SUMAR19');
    await user.click(screen.getByRole('button', { name: 'Fá tilboð' }));
    expect(await screen.findByText(/Þessi kóði er ekki í gildi/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Kóði herferðar/)).toHaveFocus());
    expect(sent(CASE_API.salesPromotion)).toHaveLength(0);
  });
});

describe('the prize draw', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the chosen answer and the entrant, and thanks', async () => {
    server.use(
      http.post(FORM_API.lotteryGame, () =>
        HttpResponse.json({ drawId: CURRENT_DRAW.id, entered: true }, { status: 201 }),
      ),
    );
    const { user } = renderWithProviders(<LotteryForm language="en" />, { language: 'en' });
    await user.click(screen.getByRole('radio', { name: 'Once a month' }));
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '6111234');
    await user.click(screen.getByRole('checkbox', { name: /I accept the rules/ }));
    await user.click(screen.getByRole('button', { name: 'Enter the draw' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, you are in the draw!' }),
    ).toBeInTheDocument();
    expect(sent(FORM_API.lotteryGame)[0]?.body).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      phone: '6111234',
      answer: 'monthly',
      consent: true,
      lang: 'en',
    });
  });

  it('says kindly under the e-mail that the address has already entered', async () => {
    server.use(
      http.post(FORM_API.lotteryGame, () =>
        problem(409, 'AlreadyEntered', { errors: { email: ['publicForms|alreadyEntered'] } }),
      ),
    );
    const { user } = renderWithProviders(<LotteryForm language="is" />);
    await user.click(screen.getByRole('radio', { name: 'Einu sinni í mánuði' }));
    await user.type(screen.getByLabelText(/^Nafn/), 'Anna');
    await user.type(screen.getByLabelText(/^Netfang/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Símanúmer/), '6111234');
    await user.click(screen.getByRole('checkbox', { name: /Ég samþykki leikreglurnar/ }));
    await user.click(screen.getByRole('button', { name: 'Taka þátt' }));
    expect(await screen.findByText(/Þetta netfang er þegar með í leiknum/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Netfang/)).toHaveValue('anna@example.com');
  });

  it('says the draw has closed after its closing time and offers no form', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(CURRENT_DRAW.closesAt) + 60_000));
    renderWithProviders(<LotteryForm language="en" />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(/The draw closed on 31 January 2027/);
    expect(screen.queryByRole('button', { name: 'Enter the draw' })).toBeNull();
  });
});
