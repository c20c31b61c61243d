import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Form, Formik, useField } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { SelectField } from '../../src/components/select-field';
import { renderWithProviders } from './render';

const OPTIONS = [
  { value: 'home', label: 'Heimilistrygging' },
  { value: 'car', label: 'Bílatrygging' },
];

/** Validates like a Formik form: required, touched on blur. */
function RequiredSelect() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <SelectField
      name="insurance"
      label="Tegund tryggingar"
      placeholder="Veldu…"
      value={value}
      options={OPTIONS}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => setTouched(true)}
      touched={touched}
      error={value ? undefined : 'requiredField'}
    />
  );
}

function FormikSelect() {
  const [field, meta] = useField<string>('insurance');
  return (
    <SelectField
      {...field}
      label="Tegund tryggingar"
      placeholder="Veldu…"
      options={OPTIONS}
      touched={meta.touched}
      error={meta.error}
    />
  );
}

describe('SelectField', () => {
  it('is a select labelled by its label, with the given options', () => {
    renderWithProviders(<RequiredSelect />);
    const select = screen.getByRole('combobox', { name: 'Tegund tryggingar' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Bílatrygging' })).toBeInTheDocument();
  });

  it('shows no error until touched, then the translated error with aria-invalid', async () => {
    const { user } = renderWithProviders(<RequiredSelect />);
    const select = screen.getByRole('combobox', { name: 'Tegund tryggingar' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(select).not.toHaveAttribute('aria-invalid');

    await user.click(select);
    await user.tab();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Þennan reit þarf að fylla út');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Þennan reit þarf að fylla út');
  });

  it('clears the error once a value is chosen', async () => {
    const { user } = renderWithProviders(<RequiredSelect />);
    const select = screen.getByRole('combobox', { name: 'Tegund tryggingar' });
    await user.click(select);
    await user.tab();
    await user.selectOptions(select, 'car');
    expect(select).toHaveValue('car');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('translates the error into English', () => {
    renderWithProviders(
      <SelectField
        name="insurance"
        label="Type"
        value=""
        options={OPTIONS}
        onChange={() => undefined}
        touched
        error="requiredField"
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  });

  it('shows an error only when both touched and error are set', () => {
    renderWithProviders(
      <>
        <SelectField
          name="a"
          label="A"
          value=""
          options={OPTIONS}
          onChange={() => undefined}
          error="requiredField"
        />
        <SelectField
          name="b"
          label="B"
          value=""
          options={OPTIONS}
          onChange={() => undefined}
          touched
        />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be disabled and passes changes to onChange', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <>
        <SelectField name="a" label="A" value="" options={OPTIONS} onChange={onChange} disabled />
        <SelectField name="b" label="B" value="" options={OPTIONS} onChange={onChange} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'A' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'B' }), 'home');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('works with Formik and a Yup schema through useField', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <Formik
        initialValues={{ insurance: '' }}
        validationSchema={object({ insurance: string().required('requiredField') })}
        onSubmit={onSubmit}
      >
        <Form>
          <FormikSelect />
          <button type="submit">Senda</button>
        </Form>
      </Formik>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Senda' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Þennan reit þarf að fylla út');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tegund tryggingar' }), 'home');
    await user.click(screen.getByRole('button', { name: 'Senda' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ insurance: 'home' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
