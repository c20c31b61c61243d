import { fireEvent, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DateField } from '../../src/components/date-field';
import { formatDate } from '../../src/domain/format';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { renderWithProviders } from './render';

const VALID_FROM = '2026-03-01';
const VALID_TO = '2027-02-28';

/** A small Formik form like the travel certificate's: one required date within a period. */
function TripStart({ onSubmit }: { onSubmit: (values: { startDate: string }) => void }) {
  const formik = useFormik({
    initialValues: { startDate: '' },
    validate: ({ startDate }) => {
      if (!startDate) return { startDate: 'requiredField' };
      if (startDate < VALID_FROM || startDate > VALID_TO)
        return { startDate: 'portal|travelErrorOutsideCover' };
      return {};
    },
    onSubmit,
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <p id="rule">Innan gildistímans</p>
      <DateField
        name="startDate"
        label="Brottför"
        hint="Fyrsti dagur ferðarinnar"
        value={formik.values.startDate}
        min={VALID_FROM}
        max={VALID_TO}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        touched={formik.touched.startDate}
        error={formik.errors.startDate}
        errorValues={{ from: formatDate(VALID_FROM, 'is'), to: formatDate(VALID_TO, 'is') }}
        describedBy="rule"
        required
      />
      <button type="submit">Áfram</button>
    </form>
  );
}

// The travel form's message names two dates, so it shows that errorValues reach the text.
beforeAll(() => ensurePortalTexts());

const dateInput = () => screen.getByLabelText(/Brottför/) as HTMLInputElement;

/** What a browser sends when a date is picked or typed in full: input, then change. */
function pickDate(value: string) {
  fireEvent.input(dateInput(), { target: { value } });
  fireEvent.change(dateInput(), { target: { value } });
}

describe('DateField', () => {
  it('is a native date input labelled by its label, with the limits and description it is given', () => {
    renderWithProviders(<TripStart onSubmit={vi.fn()} />);
    const input = dateInput();
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('name', 'startDate');
    expect(input).toHaveAttribute('min', VALID_FROM);
    expect(input).toHaveAttribute('max', VALID_TO);
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Innan gildistímans Fyrsti dagur ferðarinnar');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows no error before the field is touched, then the translated one with its dates', async () => {
    renderWithProviders(<TripStart onSubmit={vi.fn()} />);
    pickDate('2025-12-24');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.blur(dateInput());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Dagsetningin þarf að vera innan gildistíma tryggingarinnar (1. mars 2026 – 28. febrúar 2027)',
    );
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(dateInput()).toHaveAccessibleDescription(
      'Innan gildistímans Fyrsti dagur ferðarinnar Dagsetningin þarf að vera innan gildistíma tryggingarinnar (1. mars 2026 – 28. febrúar 2027)',
    );
  });

  it('hands Formik the ISO date through its own handleChange and submits it', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<TripStart onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Áfram' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Þennan reit þarf að fylla út');
    expect(onSubmit).not.toHaveBeenCalled();

    pickDate('2026-07-15');
    expect(dateInput()).toHaveValue('2026-07-15');
    await user.click(screen.getByRole('button', { name: 'Áfram' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ startDate: '2026-07-15' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be reached and left with the keyboard like any other field', async () => {
    const { user } = renderWithProviders(<TripStart onSubmit={vi.fn()} />);
    await user.tab();
    expect(dateInput()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Áfram' })).toHaveFocus();
  });
});
