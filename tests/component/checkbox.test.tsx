import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../src/components/checkbox';
import { renderWithProviders } from './render';

function Controlled({ disabled }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      name="terms"
      label="Ég samþykki skilmálana"
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
      disabled={disabled}
    />
  );
}

describe('Checkbox', () => {
  it('is a checkbox labelled by its label; clicking the label toggles it', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Ég samþykki skilmálana' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Ég samþykki skilmálana'));
    expect(box).toBeChecked();
  });

  it('is enabled whatever else is set, as long as the disabled flag is not', () => {
    renderWithProviders(
      <Checkbox
        name="terms"
        label="Samþykki"
        checked
        required
        touched
        error="requiredField"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Samþykki' })).toBeEnabled();
  });

  it('is disabled by its flag and then ignores clicks', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Checkbox name="terms" label="Samþykki" checked={false} onChange={onChange} disabled />,
    );
    const box = screen.getByRole('checkbox', { name: 'Samþykki' });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(onChange).not.toHaveBeenCalled();
    expect(box).not.toBeChecked();
  });

  it('shows a translated error only when touched', () => {
    const { rerender } = renderWithProviders(
      <Checkbox
        name="terms"
        label="Samþykki"
        checked={false}
        onChange={() => undefined}
        error="requiredField"
      />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <Checkbox
        name="terms"
        label="Samþykki"
        checked={false}
        onChange={() => undefined}
        touched
        error="requiredField"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Þennan reit þarf að fylla út');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
