import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentSlots } from '../../src/domain/api/case';
import { APPOINTMENT_SLOT_TAKEN, CASE_API } from '../../src/domain/api/case-paths';
import { AppointmentForm } from '../../src/features/public/appointment/appointment-form';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

const slot = (start: string) => ({
  start,
  end: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
});
const ALL: AppointmentSlots = {
  slotMinutes: 30,
  slots: [
    slot('2026-12-01T10:00:00.000Z'),
    slot('2026-12-01T10:30:00.000Z'),
    slot('2026-12-02T09:00:00.000Z'),
  ],
};

const posted = () =>
  requests.filter((r) => r.method === 'POST' && r.path === CASE_API.requestAppointment);
const slotLoads = () =>
  requests.filter((r) => r.method === 'GET' && r.path === CASE_API.appointmentSlots);

describe('the appointment form', () => {
  it('offers the free times of the chosen day and books one, keeping all else when the time was just taken', async () => {
    let free = ALL;
    let answer = () => problem(409, APPOINTMENT_SLOT_TAKEN);
    server.use(
      http.get(CASE_API.appointmentSlots, () => HttpResponse.json(free)),
      http.post(CASE_API.requestAppointment, () => answer()),
    );
    const { user } = renderWithProviders(<AppointmentForm language="en" />, { language: 'en' });
    await user.selectOptions(screen.getByLabelText(/^What would you like to talk about/), 'claim');
    await user.click(screen.getByRole('radio', { name: 'By phone' }));
    const day = screen.getByLabelText(/^Day/);
    await waitFor(() => expect(within(day).getAllByRole('option')).toHaveLength(3));
    expect(within(day).getByRole('option', { name: 'Tuesday 1 December' })).toBeInTheDocument();
    await user.selectOptions(day, '2026-12-01');
    const time = screen.getByLabelText(/^Time/);
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', '10:00–10:30', '10:30–11:00']);
    await user.selectOptions(time, '2026-12-01T10:00:00.000Z');
    await user.type(screen.getByLabelText(/^Name/), 'Páll');
    await user.type(screen.getByLabelText(/^E-mail/), 'pall@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '6991234');
    await user.type(screen.getByLabelText(/^Anything the adviser/), 'Car damage.');

    free = { slotMinutes: 30, slots: ALL.slots.slice(1) };
    await user.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect(await screen.findByText(/Someone has just booked that time/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Time/)).toHaveFocus());
    expect(slotLoads()).toHaveLength(2);
    expect(
      within(screen.getByLabelText(/^Time/)).queryByRole('option', { name: '10:00–10:30' }),
    ).toBeNull();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Páll');
    expect(screen.getByLabelText(/^Anything the adviser/)).toHaveValue('Car damage.');
    expect(screen.getByRole('radio', { name: 'By phone' })).toBeChecked();

    answer = () =>
      HttpResponse.json(
        {
          caseNumber: 'E-001500',
          start: '2026-12-01T10:30:00.000Z',
          end: '2026-12-01T11:00:00.000Z',
        },
        { status: 201 },
      );
    await user.selectOptions(screen.getByLabelText(/^Time/), '2026-12-01T10:30:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Book the appointment' }));
    const heading = await screen.findByRole('heading', {
      name: 'Thank you, your appointment is booked',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(/Tuesday 1 December 2026 at 10:30.*E-001500.*pall@example.com/),
    ).toBeInTheDocument();
    expect(posted().map((r) => r.body)).toEqual([
      expect.objectContaining({ slot: '2026-12-01T10:00:00.000Z' }),
      {
        topic: 'claim',
        meeting: 'phone',
        slot: '2026-12-01T10:30:00.000Z',
        name: 'Páll',
        email: 'pall@example.com',
        phone: '6991234',
        ssn: '',
        note: 'Car damage.',
        lang: 'en',
      },
    ]);
  });

  it('names what is missing and sends nothing', async () => {
    server.use(http.get(CASE_API.appointmentSlots, () => HttpResponse.json(ALL)));
    const { user } = renderWithProviders(<AppointmentForm language="is" />);
    await user.click(screen.getByRole('button', { name: 'Bóka tíma' }));
    expect(await screen.findAllByText('Þennan reit þarf að fylla út')).toHaveLength(6);
    await waitFor(() => expect(screen.getByLabelText(/^Um hvað viltu ræða/)).toHaveFocus());
    expect(posted()).toHaveLength(0);
  });

  it('says when the free times cannot be fetched and fetches them again on request', async () => {
    let fail = true;
    server.use(
      http.get(CASE_API.appointmentSlots, () =>
        fail ? problem(503, 'Unavailable') : HttpResponse.json(ALL),
      ),
    );
    const { user } = renderWithProviders(<AppointmentForm language="is" />);
    expect(await screen.findByText('Ekki tókst að sækja lausa tíma.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Dagur/)).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reyna aftur' }));
    await waitFor(() => expect(screen.getByLabelText(/^Dagur/)).toBeEnabled());
    expect(
      within(screen.getByLabelText(/^Dagur/)).getByRole('option', {
        name: 'miðvikudagur 2. desember',
      }),
    ).toBeInTheDocument();
  });
});
