import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_ADDITIONS_MAX,
  personalUpdateSchema,
  totalsAfter,
  validateWith,
} from '../../../src/domain/forms';

const TODAY = '2026-12-02';
const ANNA = '1201603389';
const BJORN = '0503852139';
const COVERED = [
  { ssn: ANNA, annualPayroll: 9_000_000 },
  { ssn: BJORN, annualPayroll: 7_000_000 },
];
/** Valid people's kennitalas that are not on the policy. */
const NEW_ONE = '0506992189';
const NEW_TWO = '1402883499';

const totalsToday = { employeeCount: 2, annualPayroll: 16_000_000, effectiveFrom: TODAY };
const added = (ssn: string, more: Record<string, unknown> = {}) => ({
  name: 'Sólveig Ósk Jónsdóttir',
  ssn,
  job: 'Verkstjóri',
  annualPayroll: '8.400.000',
  ...more,
});

const check = (body: Record<string, unknown>) =>
  validateWith(personalUpdateSchema(TODAY, COVERED), { ...totalsToday, ...body });

describe('the employee accident request by name', () => {
  it('takes a covered employee off and adds a new one, the payroll read as written', async () => {
    const result = await check({
      removedEmployees: [BJORN, BJORN],
      addedEmployees: [added('050699-2189')],
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        removedEmployees: [BJORN],
        addedEmployees: [
          {
            name: 'Sólveig Ósk Jónsdóttir',
            ssn: NEW_ONE,
            job: 'Verkstjóri',
            annualPayroll: 8_400_000,
          },
        ],
      }),
    });
  });

  it('refuses taking off someone the policy does not cover', async () => {
    const result = await check({ removedEmployees: [NEW_ONE] });
    expect(result).toEqual({
      ok: false,
      errors: { 'removedEmployees[0]': ['company|errorNotCovered'] },
    });
  });

  it('refuses an added kennitala already covered, a company’s, an invalid one, or one twice', async () => {
    const result = await check({
      addedEmployees: [
        added(ANNA),
        added('4502952219'),
        added('3299991234'),
        added(NEW_ONE),
        added(NEW_TWO),
        added(NEW_ONE),
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'addedEmployees[0].ssn': ['company|errorAlreadyCovered'],
        'addedEmployees[1].ssn': ['company|errorNotAPerson'],
        'addedEmployees[2].ssn': ['invalidSsn'],
        'addedEmployees[5].ssn': ['company|errorAddedTwice'],
      },
    });
  });

  it('needs a name, a job and a whole payroll within bounds for each added employee', async () => {
    const result = await check({
      addedEmployees: [
        added(NEW_ONE, { name: ' ', job: '', annualPayroll: '1,5' }),
        added(NEW_TWO, { annualPayroll: '0' }),
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'addedEmployees[0].name': ['requiredField'],
        'addedEmployees[0].job': ['requiredField'],
        'addedEmployees[0].annualPayroll': ['company|errorInvalidNumber'],
        'addedEmployees[1].annualPayroll': ['company|errorTooSmall'],
      },
    });
  });

  it(`takes at most ${EMPLOYEE_ADDITIONS_MAX} additions`, async () => {
    const many = Array.from({ length: EMPLOYEE_ADDITIONS_MAX + 1 }, () => added(NEW_ONE));
    const result = await check({ addedEmployees: many });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.addedEmployees).toEqual(['company|errorTooManyAdded']);
  });

  it('refuses a request that changes nothing, and takes a note or a new total alone', async () => {
    expect(await check({})).toEqual({
      ok: false,
      errors: { _form: ['company|errorNothingChanged'] },
    });
    expect((await check({ note: 'Ný starfsemi' })).ok).toBe(true);
    expect((await check({ employeeCount: '3' })).ok).toBe(true);
    // Without today's employees (an older client's rules) only the totals are judged.
    expect((await validateWith(personalUpdateSchema(TODAY), totalsToday)).ok).toBe(true);
  });

  it('keeps the totals in step with the named changes', () => {
    expect(totalsAfter(COVERED, [], [])).toEqual({ employeeCount: 2, annualPayroll: 16_000_000 });
    expect(
      totalsAfter(COVERED, [BJORN], [{ annualPayroll: 8_400_000 }, { annualPayroll: null }]),
    ).toEqual({ employeeCount: 3, annualPayroll: 17_400_000 });
  });
});
