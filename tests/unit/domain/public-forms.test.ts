import { describe, expect, it } from 'vitest';
import {
  appointmentSchema,
  letUsKnowSchema,
  newsletterSignupSchema,
  validateWith,
} from '../../../src/domain/forms';

describe('the "let us know" rules', () => {
  const valid = {
    kind: 'compliment',
    topic: 'staff',
    description: 'Frábær þjónusta hjá Gunnu.',
    name: 'Ari',
    email: 'ari@example.is',
  };

  it('accept a compliment with only what is required, and fill in the optional fields', async () => {
    expect(await validateWith(letUsKnowSchema, valid)).toEqual({
      ok: true,
      value: { ...valid, phone: '', ssn: '', contactConsent: false },
    });
  });

  it('normalise the phone and kennitala as the other forms do', async () => {
    const result = await validateWith(letUsKnowSchema, {
      ...valid,
      phone: '611-2345',
      ssn: '120160-3389',
      contactConsent: true,
    });
    expect(result).toMatchObject({ ok: true, value: { phone: '6112345', ssn: '1201603389' } });
  });

  it('name each wrong field with a message key', async () => {
    expect(
      await validateWith(letUsKnowSchema, {
        kind: 'rant',
        topic: 'weather',
        description: 'x'.repeat(1000),
        name: '',
        email: 'ari@@example',
        phone: '12',
        ssn: '999',
      }),
    ).toEqual({
      ok: false,
      errors: {
        kind: ['requiredField'],
        topic: ['requiredField'],
        description: ['tooLong'],
        name: ['requiredField'],
        email: ['invalidEmail'],
        phone: ['invalidLocalPhoneNumber'],
        ssn: ['invalidSsn'],
      },
    });
  });
});

describe('the appointment rules', () => {
  const valid = {
    topic: 'advice',
    meeting: 'phone',
    slot: '2026-12-01T09:30:00.000Z',
    name: 'Ari',
    email: 'ari@example.is',
    phone: '611 2345',
  };

  it('require a topic, a way to meet, a slot in UTC, a name, an e-mail and a phone number', async () => {
    expect(await validateWith(appointmentSchema, valid)).toEqual({
      ok: true,
      value: { ...valid, phone: '6112345', ssn: '', note: '' },
    });
    expect(await validateWith(appointmentSchema, {})).toEqual({
      ok: false,
      errors: {
        topic: ['requiredField'],
        meeting: ['requiredField'],
        slot: ['requiredField'],
        name: ['requiredField'],
        email: ['requiredField'],
        phone: ['requiredField'],
      },
    });
  });

  it('refuse a slot that is not a UTC time and a note that is too long', async () => {
    for (const slot of ['2026-12-01 09:30', '2026-12-01T09:30:00+01:00', 'tomorrow'])
      expect(await validateWith(appointmentSchema, { ...valid, slot })).toEqual({
        ok: false,
        errors: { slot: ['slotUnavailable'] },
      });
    expect(await validateWith(appointmentSchema, { ...valid, note: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { note: ['tooLong'] },
    });
  });
});

describe('the newsletter sign-up rules', () => {
  it('need only a valid address; the name is optional and bounded', async () => {
    expect(await validateWith(newsletterSignupSchema, { email: ' ari@example.is ' })).toEqual({
      ok: true,
      value: { email: 'ari@example.is', name: '' },
    });
    expect(
      await validateWith(newsletterSignupSchema, { email: '', name: 'x'.repeat(101) }),
    ).toEqual({
      ok: false,
      errors: { email: ['requiredField'], name: ['tooLong'] },
    });
  });
});
