import { useTranslation } from 'react-i18next';
import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, DateField, Link, notify, SelectField } from '../../../components';
import {
  TRAVEL_DESTINATIONS,
  TRAVEL_PLANS,
  travelCertificatePagePath,
  type TravelCertificateRequest,
  type TravelDestination,
  type TravelPlan,
} from '../../../domain/api/portal';
import { ApiError, errorMessage } from '../../../lib/api';
import { keepCertificateOffline } from '../../../lib/offline/certificates';
import { type Language, localizedPath } from '../../../lib/i18n';
import {
  useDownloadTravelCertificate,
  useSendTravelCertificate,
  type IssuedCertificate,
} from './api';
import {
  certificateSchema,
  travelFieldErrorKey,
  type CertificateFormValues,
  type TravelPlans,
} from './certificate-schema';
import { todayInIceland } from '../../../domain/calendar';
import { formatDate, formatPeriod } from '../../../domain/format';
import { WriteFieldset } from '../shared/may-write';
import { theme } from '../../../components/theme';

const Form = styled.form`
  display: grid;
  gap: 0 ${theme.space(5)};
  ${theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Full = styled.div`
  grid-column: 1 / -1;
`;

const Fieldset = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  ${theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 44px;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 2px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brandLight : theme.colors.background)};
  font-weight: 600;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.brand};
  }
`;

const DatesHint = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 ${theme.space(3)};
  font-size: 0.9375rem;
  color: ${theme.colors.textMuted};
`;

const Buttons = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(2)};
  @media (max-width: 575.98px) {
    button {
      width: 100%;
    }
  }
`;

const FormError = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.error};
  border-radius: ${theme.radius};
  background: ${theme.colors.errorBackground};
  color: ${theme.colors.error};
  font-weight: 600;
`;

const Result = styled.section`
  margin-top: ${theme.space(5)};
  padding: ${theme.space(5)};
  border-radius: ${theme.radius};
  border: 1px solid #b9dcc8;
  background: #f1f9f4;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.25rem;
    color: #14663b;
  }
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

const Code = styled.p`
  && {
    display: inline-block;
    margin: 0 0 ${theme.space(3)};
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 2px dashed #14663b;
    border-radius: ${theme.radius};
    background: #fff;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 1.5rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    color: ${theme.colors.brandDark};
    overflow-wrap: anywhere;
  }
`;

type Action = 'download' | 'send';
type Outcome = IssuedCertificate & {
  action: Action;
  request: TravelCertificateRequest;
  /** Whether the service worker keeps it on this device for reading without a network. */
  keptOffline?: boolean;
};

/** The server's error codes that have a message of their own on this screen. */
const TRAVEL_ERROR_CODES = [
  'InvalidTravelDates',
  'TravellerNotCovered',
  'TravelPlanNotFound',
  'TravelNotForCompanies',
];

/** The fields in the order they appear, for finding the first one with an error. */
const FIELD_ORDER: (keyof CertificateFormValues)[] = [
  'plan',
  'travellerSsn',
  'startDate',
  'endDate',
  'destination',
];

function focusFirstError(
  form: HTMLFormElement | null,
  errors: FormikErrors<CertificateFormValues>,
): void {
  const field = FIELD_ORDER.find((name) => errors[name]);
  if (!form || !field) return;
  // After React has drawn the error, so the field is read out with it.
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
}

function firstHeldPlan(plans: TravelPlans): TravelPlan | '' {
  return TRAVEL_PLANS.find((plan) => plans[plan]?.hasPlan) ?? '';
}

function selfIn(plans: TravelPlans, plan: TravelPlan | ''): string {
  const travellers = plan ? (plans[plan]?.travellers ?? []) : [];
  return (
    (travellers.find((traveller) => traveller.relation === 'self') ?? travellers[0])?.ssn ?? ''
  );
}

/**
 * The form for one traveller's certificate: which plan, who, when and where; then the PDF is
 * downloaded or e-mailed, and its verification code shown. Errors, the browser's or the
 * server's, appear beside their fields and nothing typed is lost.
 */
export function CertificateForm({
  plans,
  language,
  offlineOwner,
}: {
  plans: TravelPlans;
  language: Language;
  /**
   * The signed-in customer whose device keeps each certificate for when they are abroad without
   * a signal; none for staff acting for them, whose device must not keep it.
   */
  offlineOwner?: string;
}) {
  const { t, i18n } = useTranslation();
  const download = useDownloadTravelCertificate();
  const send = useSendTravelCertificate();
  const action = useRef<Action>('download');
  const resultRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [running, setRunning] = useState<Action | null>(null);
  const today = todayInIceland();
  const schema = useMemo(() => certificateSchema(plans, today), [plans, today]);
  const heldPlans = TRAVEL_PLANS.filter((plan) => plans[plan]?.hasPlan);

  // Errors show from the first submit on, then follow every change. Not on blur: an error
  // appearing as the date field loses focus to the submit button moves the button away from
  // under the pointer, and the click is lost.
  const formik = useFormik<CertificateFormValues>({
    initialValues: {
      plan: firstHeldPlan(plans),
      travellerSsn: selfIn(plans, firstHeldPlan(plans)),
      startDate: today,
      endDate: '',
      destination: '',
    },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      // The schema has just passed: plan and destination are chosen.
      const request: TravelCertificateRequest = {
        plan: values.plan as TravelPlan,
        travellerSsn: values.travellerSsn,
        startDate: values.startDate,
        endDate: values.endDate,
        destination: values.destination as TravelDestination,
        lang: language,
      };
      const which = action.current;
      setRunning(which);
      try {
        const issued = await (which === 'download' ? download : send).mutateAsync(request);
        setOutcome({ ...issued, action: which, request });
        if (issued.sentTo) notify.info(t('portal|sentTo', { to: issued.sentTo }));
        if (offlineOwner && issued.verificationCode) {
          void keepCertificateOffline(issued.verificationCode, offlineOwner).then((kept) => {
            if (!kept) return;
            setOutcome((current) =>
              current?.verificationCode === issued.verificationCode
                ? { ...current, keptOffline: true }
                : current,
            );
          });
        }
      } catch (error) {
        setOutcome(null);
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        const known = Object.entries(fields).filter(([field]) => field in values);
        if (known.length > 0) {
          const serverErrors = Object.fromEntries(
            known.map(([field, codes]) => [field, travelFieldErrorKey(codes[0] ?? '')]),
          ) as FormikErrors<CertificateFormValues>;
          helpers.setErrors(serverErrors);
          focusFirstError(formRef.current, serverErrors);
          void helpers.setTouched(Object.fromEntries(known.map(([field]) => [field, true])), false);
        }
        const code = error instanceof ApiError ? error.errorCode : undefined;
        const message =
          code && TRAVEL_ERROR_CODES.includes(code)
            ? t(`portal|travelErrorCode.${code}`)
            : errorMessage(error, i18n);
        setFormError(message);
      } finally {
        setRunning(null);
      }
    },
  });

  /** A field's value, change handler and feedback from the form (errors as the form shows them). */
  const fieldOf = (name: Exclude<keyof CertificateFormValues, 'plan'>) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    touched: formik.touched[name],
    error: formik.errors[name],
  });

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  // After a refused submit, take the keyboard to the first field that needs attention.
  // A refused submit takes the keyboard to the first field that needs attention.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(Object.fromEntries(FIELD_ORDER.map((field) => [field, true])), false);
      focusFirstError(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  };

  const plan = formik.values.plan ? plans[formik.values.plan] : undefined;
  const dateValues = {
    days: plan?.maxTripDays ?? 0,
    from: plan?.validFrom ? formatDate(plan.validFrom, language) : '',
    to: plan?.validTo ? formatDate(plan.validTo, language) : '',
  };

  const travellerOptions = (plan?.travellers ?? []).map((traveller) => ({
    value: traveller.ssn,
    label: `${traveller.name} (${t(`portal|travelRelation.${traveller.relation}`)})`,
  }));
  const destinationOptions = (
    plan?.destinations.length ? plan.destinations : TRAVEL_DESTINATIONS
  ).map((destination) => ({
    value: destination,
    label: t(`portal|travelDestination.${destination}`),
  }));
  const verifyPath = outcome
    ? localizedPath(travelCertificatePagePath(outcome.verificationCode), language)
    : '';

  return (
    <>
      <Form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={formError ? 'travel-form-error' : undefined}
      >
        <WriteFieldset>
          {heldPlans.length > 1 && (
            <Fieldset>
              <legend>{t('portal|travelFormPlan')}</legend>
              <Choices>
                {heldPlans.map((value) => (
                  <Choice key={value} $checked={formik.values.plan === value}>
                    <input
                      type="radio"
                      name="plan"
                      value={value}
                      checked={formik.values.plan === value}
                      onChange={() => {
                        void formik.setFieldValue('plan', value);
                        const travellers = plans[value]?.travellers ?? [];
                        if (
                          !travellers.some(
                            (traveller) => traveller.ssn === formik.values.travellerSsn,
                          )
                        ) {
                          void formik.setFieldValue('travellerSsn', selfIn(plans, value));
                        }
                      }}
                    />
                    {t(`portal|travelPlan.${value}`)}
                  </Choice>
                ))}
              </Choices>
            </Fieldset>
          )}

          <Full>
            <SelectField
              {...fieldOf('travellerSsn')}
              label={t('portal|travelFormTraveller')}
              options={travellerOptions}
              placeholder={t('portal|travelFormChoose')}
              required
            />
          </Full>

          {plan?.validFrom && plan.validTo && (
            <DatesHint id="travel-dates-hint">
              {t('portal|travelFormDatesHint', {
                days: plan.maxTripDays,
                period: formatPeriod(plan.validFrom, plan.validTo, language),
              })}
            </DatesHint>
          )}
          <DateField
            {...fieldOf('startDate')}
            label={t('portal|travelFormStart')}
            min={plan?.validFrom ?? undefined}
            max={plan?.validTo ?? undefined}
            errorValues={dateValues}
            describedBy={plan?.validFrom ? 'travel-dates-hint' : undefined}
            required
          />
          <DateField
            {...fieldOf('endDate')}
            label={t('portal|travelFormEnd')}
            min={formik.values.startDate || today}
            max={plan?.validTo ?? undefined}
            errorValues={dateValues}
            describedBy={plan?.validFrom ? 'travel-dates-hint' : undefined}
            required
          />

          <Full>
            <SelectField
              {...fieldOf('destination')}
              label={t('portal|travelFormDestination')}
              options={destinationOptions}
              placeholder={t('portal|travelFormChoose')}
              required
            />
          </Full>

          {formError && (
            <FormError id="travel-form-error" role="alert">
              {formError}
            </FormError>
          )}

          <Buttons>
            <Button
              type="submit"
              loading={running === 'download'}
              disabled={running === 'send'}
              onClick={() => {
                action.current = 'download';
              }}
            >
              {t('portal|travelFormDownload')}
            </Button>
            <Button
              type="submit"
              variant="secondary"
              loading={running === 'send'}
              disabled={running === 'download'}
              onClick={() => {
                action.current = 'send';
              }}
            >
              {t('portal|travelFormSend')}
            </Button>
          </Buttons>
        </WriteFieldset>
      </Form>

      {outcome && (
        <Result ref={resultRef} tabIndex={-1} aria-labelledby="travel-result-heading">
          <h3 id="travel-result-heading">{t('portal|travelResultHeading')}</h3>
          <p>
            {outcome.action === 'send' && outcome.sentTo
              ? t('portal|travelResultSent', { to: outcome.sentTo })
              : t('portal|travelResultDownloaded')}
          </p>
          <p>{t('portal|travelResultCodeLabel')}</p>
          <Code data-testid="verification-code">{outcome.verificationCode}</Code>
          <p>{t('portal|travelResultCodeText')}</p>
          <Link href={verifyPath}>{t('portal|travelResultOpen')}</Link>
          {outcome.keptOffline && (
            <p data-testid="kept-offline">{t('portal|travelResultKeptOffline')}</p>
          )}
        </Result>
      )}
    </>
  );
}
