import { object, string, type InferType } from 'yup';
import { MESSAGE_KEYS } from '../../../domain';
import { isIsoDate } from '../../../domain/calendar';
import {
  TRAVEL_DESTINATIONS,
  TRAVEL_PLANS,
  type IsoDate,
  type TravelCertificateRequest,
  type TravelPlan,
  type TravelPlanResponse,
} from '../../../domain/api/portal';

/**
 * The certificate form's rules, the same as the server's (server/modules/travel): the traveller
 * is covered by the plan, the trip ends on or after it starts and not before today, lies inside
 * the plan's validity and lasts at most maxTripDays (both days counted).
 *
 * Messages are translation keys. The server's field codes (`endBeforeStart`, `tripOver`,
 * `tripTooLong`, `outsideCover`, `travellerNotCovered`) map onto the same keys, so an answer the
 * browser did not foresee is shown the same way.
 */
export const TRAVEL_FIELD_ERRORS = {
  requiredField: MESSAGE_KEYS.requiredField,
  invalidDate: 'portal|travelErrorInvalidDate',
  endBeforeStart: 'portal|travelErrorEndBeforeStart',
  tripOver: 'portal|travelErrorTripOver',
  tripTooLong: 'portal|travelErrorTripTooLong',
  outsideCover: 'portal|travelErrorOutsideCover',
  travellerNotCovered: 'portal|travelErrorTravellerNotCovered',
  noPlan: 'portal|travelErrorNoPlan',
} as const;

export type TravelFieldError = (typeof TRAVEL_FIELD_ERRORS)[keyof typeof TRAVEL_FIELD_ERRORS];

/** A server field code as a message key; unknown codes read as a general date problem. */
export function travelFieldErrorKey(code: string): TravelFieldError {
  return code in TRAVEL_FIELD_ERRORS
    ? TRAVEL_FIELD_ERRORS[code as keyof typeof TRAVEL_FIELD_ERRORS]
    : TRAVEL_FIELD_ERRORS.invalidDate;
}

/** Days of a trip, both the first and the last counted (as the server counts them). */
export function tripDays(start: IsoDate, end: IsoDate): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export function insideValidity(date: IsoDate, plan: TravelPlanResponse): boolean {
  return (!plan.validFrom || date >= plan.validFrom) && (!plan.validTo || date <= plan.validTo);
}

export type TravelPlans = Partial<Record<TravelPlan, TravelPlanResponse>>;

export function certificateSchema(plans: TravelPlans, today: IsoDate) {
  const planOf = (value: unknown): TravelPlanResponse | undefined =>
    typeof value === 'string' ? plans[value as TravelPlan] : undefined;
  return object({
    plan: string()
      .required(TRAVEL_FIELD_ERRORS.requiredField)
      .oneOf(TRAVEL_PLANS, TRAVEL_FIELD_ERRORS.requiredField)
      .test('held', TRAVEL_FIELD_ERRORS.noPlan, (value) => planOf(value)?.hasPlan === true),
    travellerSsn: string()
      .required(TRAVEL_FIELD_ERRORS.requiredField)
      .test('covered', TRAVEL_FIELD_ERRORS.travellerNotCovered, function covered(value) {
        const plan = planOf(this.parent.plan);
        return !plan || plan.travellers.some((traveller) => traveller.ssn === value);
      }),
    startDate: string()
      .required(TRAVEL_FIELD_ERRORS.requiredField)
      .test('startDate', TRAVEL_FIELD_ERRORS.invalidDate, function validStart(value) {
        if (!isIsoDate(value)) return false;
        const plan = planOf(this.parent.plan);
        if (plan && !insideValidity(value, plan)) {
          return this.createError({ message: TRAVEL_FIELD_ERRORS.outsideCover });
        }
        return true;
      }),
    endDate: string()
      .required(TRAVEL_FIELD_ERRORS.requiredField)
      .test('endDate', TRAVEL_FIELD_ERRORS.invalidDate, function validEnd(value) {
        if (!isIsoDate(value)) return false;
        const start: unknown = this.parent.startDate;
        const plan = planOf(this.parent.plan);
        const fail = (message: TravelFieldError) => this.createError({ message });
        if (isIsoDate(start) && value < start) return fail(TRAVEL_FIELD_ERRORS.endBeforeStart);
        if (value < today) return fail(TRAVEL_FIELD_ERRORS.tripOver);
        if (plan && !insideValidity(value, plan)) return fail(TRAVEL_FIELD_ERRORS.outsideCover);
        if (plan && isIsoDate(start) && tripDays(start, value) > plan.maxTripDays) {
          return fail(TRAVEL_FIELD_ERRORS.tripTooLong);
        }
        return true;
      }),
    destination: string()
      .required(TRAVEL_FIELD_ERRORS.requiredField)
      .oneOf(TRAVEL_DESTINATIONS, TRAVEL_FIELD_ERRORS.requiredField),
  });
}

export type CertificateFormValues = {
  plan: TravelPlan | '';
  travellerSsn: string;
  startDate: string;
  endDate: string;
  destination: TravelCertificateRequest['destination'] | '';
};

export type ValidCertificateForm = InferType<ReturnType<typeof certificateSchema>>;
