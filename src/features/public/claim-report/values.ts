import { getIn, setIn, setNestedObjectValues } from 'formik';
import {
  CLAIM_REPORT_STEPS,
  isClaimReportType,
  type ClaimReportStep,
  type ClaimReportType,
} from '../../../domain/forms/claim-report-questions';

/**
 * The wizard's values as Formik holds them: every answer of every type, as typed (numbers as
 * text). What a type does not ask is left empty and dropped by the rules when checked.
 */
export type ClaimValues = {
  type: ClaimReportType | '';
  reporter: {
    name: string;
    kennitala: string;
    email: string;
    phone: string;
    role: 'self' | 'other' | '';
    insuredName: string;
    insuredKennitala: string;
  };
  policy: { policyId: string; policyNumber: string };
  incident: {
    date: string;
    time: string;
    place: string;
    description: string;
    policeReport: string;
    witnesses: string;
    registration: string;
    otherParty: string;
    otherName: string;
    otherRegistration: string;
    otherInsurer: string;
    otherPhone: string;
    ownCircumstances: string[];
    otherCircumstances: string[];
    glassPart: string;
    waterSource: string;
    fireServiceCalled: string;
    destination: string;
    departureDate: string;
    returnDate: string;
    delayHours: string;
    treatment: string;
    injury: string;
    thirdParty: string;
  };
  damages: { description: string; amount: string }[];
  payout: { bank: string; ledger: string; account: string; ownerKennitala: string };
  declaration: boolean;
};

export const EMPTY_VALUES: ClaimValues = {
  type: '',
  reporter: {
    name: '',
    kennitala: '',
    email: '',
    phone: '',
    role: 'self',
    insuredName: '',
    insuredKennitala: '',
  },
  policy: { policyId: '', policyNumber: '' },
  incident: {
    date: '',
    time: '',
    place: '',
    description: '',
    policeReport: '',
    witnesses: '',
    registration: '',
    otherParty: '',
    otherName: '',
    otherRegistration: '',
    otherInsurer: '',
    otherPhone: '',
    ownCircumstances: [],
    otherCircumstances: [],
    glassPart: '',
    waterSource: '',
    fireServiceCalled: '',
    destination: '',
    departureDate: '',
    returnDate: '',
    delayHours: '',
    treatment: '',
    injury: '',
    thirdParty: '',
  },
  damages: [{ description: '', amount: '' }],
  payout: { bank: '', ledger: '', account: '', ownerKennitala: '' },
  declaration: false,
};

/**
 * Saved answers laid over the empty form, value by value, so a draft saved by an older wizard (or
 * tampered with) can never give a field the wrong shape.
 */
export function restoreValues(saved: Record<string, unknown>): ClaimValues {
  const merge = (empty: unknown, given: unknown): unknown => {
    if (Array.isArray(empty)) {
      if (!Array.isArray(given)) return empty;
      const item = empty[0];
      return given.map((each) => (item === undefined ? String(each) : merge(item, each)));
    }
    if (typeof empty === 'object' && empty !== null) {
      const source = typeof given === 'object' && given !== null ? given : {};
      return Object.fromEntries(
        Object.entries(empty).map(([name, value]) => [
          name,
          merge(value, (source as Record<string, unknown>)[name]),
        ]),
      );
    }
    if (typeof empty === 'boolean') return given === true;
    return typeof given === 'string' || typeof given === 'number' ? String(given) : empty;
  };
  const values = merge(EMPTY_VALUES, saved) as ClaimValues;
  // Lists of choices hold strings; an empty damages list shows one empty row to fill in.
  if (values.damages.length === 0) values.damages = [{ description: '', amount: '' }];
  if (!isClaimReportType(values.type)) values.type = '';
  return values;
}

/** What the rules check: damage rows left wholly empty are not damage. */
export function answersToCheck(values: ClaimValues): Record<string, unknown> {
  return {
    ...values,
    damages: values.damages.filter((item) => item.description.trim() || item.amount.trim()),
  };
}

/** The step an error belongs to, by the first part of its path ('incident.date' is incident). */
export function stepOfError(path: string): ClaimReportStep {
  const head = path.split(/[.[]/)[0] ?? '';
  if (head === 'declaration') return 'review';
  return (CLAIM_REPORT_STEPS as readonly string[]).includes(head)
    ? (head as ClaimReportStep)
    : 'review';
}

/** Flat error paths from the server or the rules ('incident.date') as Formik's nested errors. */
export function nestedErrors(flat: Record<string, string[]>): object {
  return Object.entries(flat).reduce<object>(
    (errors, [path, messages]) => (messages[0] ? setIn(errors, path, messages[0]) : errors),
    {},
  );
}

export { getIn, setNestedObjectValues };
