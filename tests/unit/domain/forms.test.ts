import { describe, it, expect } from 'vitest';
import {
  FORM_ERROR_KEY,
  INQUIRY_TYPES,
  INQUIRY_TYPE_IDS,
  MESSAGE_KEYS,
  bankInfoSchema,
  contactDetailsSchema,
  createInquirySchema,
  inquirySchema,
  inquiryTypeLabel,
  validateWith,
} from '../../../src/domain/forms';

const validInquiry = {
  name: 'Anna Jónsdóttir',
  email: 'anna@skjol.is',
  ssn: '120160-3389',
  type: 'claims',
  description: 'Hvernig tilkynni ég tjón?',
};

async function errorsOf(
  schema: Parameters<typeof validateWith>[0],
  value: unknown,
): Promise<Record<string, string[]>> {
  const result = await validateWith(schema, value);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

describe('message keys', () => {
  it('are the translation keys, each its own name', () => {
    expect(MESSAGE_KEYS).toEqual({
      requiredField: 'requiredField',
      invalidEmail: 'invalidEmail',
      missingEmail: 'missingEmail',
      invalidSsn: 'invalidSsn',
      invalidLocalPhoneNumber: 'invalidLocalPhoneNumber',
      tooLong: 'tooLong',
      invalidBankInfo: 'invalidBankInfo',
      invalidCompanySsn: 'invalidCompanySsn',
    });
  });
});

describe('inquiry types', () => {
  it('are the four service types with their Icelandic labels', () => {
    expect(INQUIRY_TYPES.map(({ id, label }) => [id, label])).toEqual([
      ['individual', 'Einstaklingsþjónusta'],
      ['company', 'Fyrirtækjaþjónusta'],
      ['housingAssociation', 'Húsfélagaþjónusta'],
      ['claims', 'Tjónaþjónusta'],
    ]);
    expect(INQUIRY_TYPE_IDS).toEqual(['individual', 'company', 'housingAssociation', 'claims']);
    expect(inquiryTypeLabel('housingAssociation')).toBe('Húsfélagaþjónusta');
  });
});

describe('inquirySchema', () => {
  it('accepts a valid inquiry, stores the ssn as 10 digits and strips unknown fields', async () => {
    const result = await validateWith(inquirySchema, { ...validInquiry, isAdmin: true });
    expect(result).toEqual({ ok: true, value: { ...validInquiry, ssn: '1201603389' } });
  });

  it('drops fields named like Object.prototype members instead of failing on them', async () => {
    for (const name of ['valueOf', 'toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      const sent = JSON.parse(`{"${name}": "", "name": "Anna"}`) as Record<string, unknown>;
      const result = await validateWith(inquirySchema, { ...validInquiry, ...sent });
      expect(result).toEqual({ ok: true, value: expect.objectContaining({ name: 'Anna' }) });
      const alone = await validateWith(inquirySchema, sent);
      expect(alone.ok).toBe(false);
    }
  });

  it('allows the ssn to be empty or left out', async () => {
    const empty = await validateWith(inquirySchema, { ...validInquiry, ssn: '' });
    expect(empty.ok && empty.value.ssn).toBe('');
    const { ssn: _omitted, ...withoutSsn } = validInquiry;
    const missing = await validateWith(inquirySchema, withoutSsn);
    expect(missing.ok && missing.value.ssn).toBe('');
  });

  it('accepts an ssn whose check digit is wrong (relaxed mode)', async () => {
    const result = await validateWith(inquirySchema, { ...validInquiry, ssn: '1201603309' });
    expect(result.ok && result.value.ssn).toBe('1201603309');
  });

  it.each([['12016033'], ['3201603389'], ['1201603385'], ['abc']])(
    'rejects the ssn %j with invalidSsn',
    async (ssn) => {
      expect(await errorsOf(inquirySchema, { ...validInquiry, ssn })).toEqual({
        ssn: ['invalidSsn'],
      });
    },
  );

  it('accepts test-dataset ids only from a schema made for them', async () => {
    // Sequence 14; the digits 0,1,0,1,9,0,1,4 weigh 0+2+0+6+45+0+3+8 = 64, so the check digit is 11 - 9 = 2.
    const ssn = '0101901429';
    expect(await errorsOf(inquirySchema, { ...validInquiry, ssn })).toEqual({
      ssn: ['invalidSsn'],
    });
    const result = await validateWith(createInquirySchema({ testDataset: true }), {
      ...validInquiry,
      ssn,
    });
    expect(result.ok && result.value.ssn).toBe(ssn);
  });

  it('reports requiredField for each missing required field, all at once', async () => {
    expect(await errorsOf(inquirySchema, {})).toEqual({
      name: ['requiredField'],
      email: ['requiredField'],
      type: ['requiredField'],
      description: ['requiredField'],
    });
  });

  it('treats whitespace-only text as missing', async () => {
    expect(
      await errorsOf(inquirySchema, { ...validInquiry, name: '   ', description: '\n' }),
    ).toEqual({
      name: ['requiredField'],
      description: ['requiredField'],
    });
  });

  it('rejects an invalid e-mail with invalidEmail only', async () => {
    expect(await errorsOf(inquirySchema, { ...validInquiry, email: 'anna@skjol' })).toEqual({
      email: ['invalidEmail'],
    });
  });

  it('rejects an unknown type as if none was chosen', async () => {
    expect(await errorsOf(inquirySchema, { ...validInquiry, type: 'Tjónaþjónusta' })).toEqual({
      type: ['requiredField'],
    });
  });

  it('allows 999 description characters and rejects 1000 with tooLong', async () => {
    expect(
      (await validateWith(inquirySchema, { ...validInquiry, description: 'a'.repeat(999) })).ok,
    ).toBe(true);
    expect(
      await errorsOf(inquirySchema, { ...validInquiry, description: 'a'.repeat(1000) }),
    ).toEqual({
      description: ['tooLong'],
    });
  });
});

describe('contactDetailsSchema', () => {
  const valid = {
    email: 'anna@skjol.is',
    mobilePhone: '611 1234',
    homePhone: '',
    type: 'contactDetailsModal',
  };

  it('accepts valid details and stores phone numbers as 7 digits', async () => {
    const result = await validateWith(contactDetailsSchema, { ...valid, homePhone: '555-1234' });
    expect(result).toEqual({
      ok: true,
      value: {
        email: 'anna@skjol.is',
        mobilePhone: '6111234',
        homePhone: '5551234',
        type: 'contactDetailsModal',
      },
    });
  });

  it('fills in the type marker and an empty home phone when they are left out', async () => {
    const result = await validateWith(contactDetailsSchema, {
      email: 'anna@skjol.is',
      mobilePhone: '6111234',
    });
    expect(result.ok && result.value).toEqual({
      email: 'anna@skjol.is',
      mobilePhone: '6111234',
      homePhone: '',
      type: 'contactDetailsModal',
    });
  });

  it('reports missingEmail for an empty e-mail and invalidEmail for a bad one', async () => {
    expect(await errorsOf(contactDetailsSchema, { ...valid, email: '' })).toEqual({
      email: ['missingEmail'],
    });
    expect(await errorsOf(contactDetailsSchema, { ...valid, email: 'anna..j@skjol.is' })).toEqual({
      email: ['invalidEmail'],
    });
  });

  it.each(['', '611 12345', '611--1234', 'sími'])(
    'rejects the mobile number %j with invalidLocalPhoneNumber',
    async (mobilePhone) => {
      expect(await errorsOf(contactDetailsSchema, { ...valid, mobilePhone })).toEqual({
        mobilePhone: ['invalidLocalPhoneNumber'],
      });
    },
  );

  it('checks the home phone only when it is filled in', async () => {
    expect(await errorsOf(contactDetailsSchema, { ...valid, homePhone: '12345' })).toEqual({
      homePhone: ['invalidLocalPhoneNumber'],
    });
  });

  it('rejects a different type marker', async () => {
    expect(await errorsOf(contactDetailsSchema, { ...valid, type: 'bankModal' })).toEqual({
      type: ['requiredField'],
    });
  });
});

describe('bankInfoSchema', () => {
  const valid = { bank: '0133', ledger: '26', account: '012345' };

  it('accepts 4, 2 and 6 digits', async () => {
    expect(await validateWith(bankInfoSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it('reports requiredField for each empty field', async () => {
    expect(await errorsOf(bankInfoSchema, { bank: '', ledger: '', account: '' })).toEqual({
      bank: ['requiredField'],
      ledger: ['requiredField'],
      account: ['requiredField'],
    });
  });

  it.each([
    ['bank', '133'],
    ['bank', '01334'],
    ['bank', '01a3'],
    ['ledger', '6'],
    ['account', '12345'],
    ['account', '0123456'],
  ])('rejects %s %j with invalidBankInfo', async (field, value) => {
    expect(await errorsOf(bankInfoSchema, { ...valid, [field]: value })).toEqual({
      [field]: ['invalidBankInfo'],
    });
  });
});

describe('validateWith', () => {
  it('lists errors about the value as a whole under the form key', async () => {
    const errors = await errorsOf(bankInfoSchema, 'not an object');
    expect(Object.keys(errors)).toEqual([FORM_ERROR_KEY]);
  });

  it('rethrows errors that are not validation errors', async () => {
    const broken = bankInfoSchema.test('explode', 'never', () => {
      throw new Error('boom');
    });
    await expect(
      validateWith(broken, { bank: '0133', ledger: '26', account: '012345' }),
    ).rejects.toThrow('boom');
  });
});
