import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from '../../src/components/password-strength/password-strength-meter';
import type { Language } from '../../src/lib/i18n';
import { renderWithProviders } from './render';

const ANNA = { kennitala: '1201603389', name: 'Anna Jónsdóttir', email: 'anna@example.is' };

function Field() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="pw">Password</label>
      <input
        id="pw"
        type="password"
        value={password}
        aria-describedby="pw-strength"
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordStrengthMeter id="pw-strength" password={password} owner={ANNA} />
    </>
  );
}

const renderField = (language: Language) => renderWithProviders(<Field />, { language });
const meter = () => document.getElementById('pw-strength')!;

describe('the password strength meter', () => {
  it('says nothing until something is typed, then scores it with the reason', async () => {
    const { user } = renderField('en');
    expect(meter().textContent).toBe('');
    await user.type(screen.getByLabelText('Password'), 'Password123!');
    expect(await screen.findByText('Weak', {}, { timeout: 10_000 })).toBeVisible();
    expect(meter().dataset.score).toBe('1');
    expect(meter()).toHaveTextContent('Not strong enough yet');
    expect(screen.getByText('This is very like a commonly used password.')).toBeVisible();
    expect(meter().getAttribute('aria-live')).toBe('polite');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'hestar hlaupa hratt a vorin');
    expect(await screen.findByText('Very strong')).toBeVisible();
    expect(meter()).toHaveTextContent('Strong enough.');
    expect(meter()).not.toHaveTextContent('commonly used');
  }, 30_000);

  it("counts the person's own e-mail as an easy guess, in Icelandic", async () => {
    const { user } = renderField('is');
    await user.type(screen.getByLabelText('Password'), 'anna@example.is');
    expect(await screen.findByText('Mjög veikt', {}, { timeout: 10_000 })).toBeVisible();
    expect(
      screen.getByText(
        'Það ætti ekki að innihalda upplýsingar um þig, svo sem nafn, kennitölu eða netfang.',
      ),
    ).toBeVisible();
  }, 30_000);
});
