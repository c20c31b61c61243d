import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../src/components/text-field';
import { PHONE_MASK } from '../../src/domain/masks';
import { renderWithProviders } from './render';

function Phone({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  return (
    <>
      <TextField
        name="mobilePhone"
        label="Farsími"
        hint="Sjö tölustafir"
        mask={PHONE_MASK}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        touched={touched}
        error={value.replace(/\D/g, '').length === 7 ? undefined : 'invalidLocalPhoneNumber'}
      />
      <output data-testid="stored">{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is an input labelled by its label and described by its hint', () => {
    renderWithProviders(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Farsími' });
    expect(input).toHaveAccessibleDescription('Sjö tölustafir');
  });

  it('applies the mask as the user types and hands the masked value to onChange', async () => {
    const { user } = renderWithProviders(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Farsími' });
    await user.type(input, '6111234');
    expect(input).toHaveValue('611 1234');
    expect(screen.getByTestId('stored')).toHaveTextContent('611 1234');
  });

  it('limits the length to the mask and asks for the numeric keyboard', () => {
    renderWithProviders(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Farsími' });
    expect(input).toHaveAttribute('maxLength', String(PHONE_MASK.length));
    expect(input).toHaveAttribute('inputMode', 'numeric');
  });

  it('shows a masked initial value', () => {
    renderWithProviders(<Phone initial="6111234" />);
    expect(screen.getByRole('textbox', { name: 'Farsími' })).toHaveValue('611 1234');
  });

  it('shows the translated error only after the field is touched', async () => {
    const { user } = renderWithProviders(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Farsími' });
    await user.type(input, '611');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Símanúmerið er ekki gilt, sláðu inn 7 tölustafi',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Sjö tölustafir Símanúmerið er ekki gilt, sláðu inn 7 tölustafi',
    );
  });

  it('takes an explicit maxLength, inputMode and disabled state', () => {
    renderWithProviders(
      <TextField
        name="ssn"
        label="Kennitala"
        value=""
        onChange={() => undefined}
        maxLength={10}
        inputMode="numeric"
        disabled
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Kennitala' });
    expect(input).toHaveAttribute('maxLength', '10');
    expect(input).toHaveAttribute('inputMode', 'numeric');
    expect(input).toBeDisabled();
  });
});
