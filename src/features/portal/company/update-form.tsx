import { useTranslation } from 'react-i18next';
import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  DateField,
  FormAlert,
  FormGrid,
  FormNote,
  TextField,
  focusFirstInvalid,
} from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import { addDaysIso, todayInIceland } from '../../../domain/calendar';
import {
  ACTIVITY_MAX_LENGTH,
  UPDATE_MAX_DAYS_AHEAD,
  companyUpdateSchema,
  type CompanyPolicyKind,
} from '../../../domain/forms/company-policy-update';
import { DESCRIPTION_MAX_LENGTH } from '../../../domain/limits';
import { ApiError, errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { WriteFieldset } from '../shared/may-write';
import { useRequestCompanyUpdate } from './api';
import { theme } from '../../../components/theme';

/** A field of a change request: its name in the request, its label and what it holds now. */
export type UpdateField = {
  name: string;
  label: string;
  kind: 'number' | 'text';
  /** Filled in to start with: what the policy is based on today. */
  initial: string;
  /** What the policy is based on today, as shown beside the field. */
  now?: string;
};

const Done = styled.section`
  padding: ${theme.space(5)};
  border-radius: ${theme.radius};
  border: 1px solid #b9dcc8;
  background: #f1f9f4;
  h3 {
    margin: 0 0 ${theme.space(2)};
    color: #14663b;
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
  }
`;

const Buttons = styled.div`
  margin-top: ${theme.space(2)};
  @media (max-width: 575.98px) {
    button {
      width: 100%;
    }
  }
`;

type Values = Record<string, string>;

/**
 * A change request for one company policy: the kind's own fields (prefilled with what is insured
 * today), the day it takes effect and a note; the same rules as the server's. On success the case
 * number is shown and the screen reloads the policy, which then shows the request pending.
 */
export function CompanyUpdateForm({
  kind,
  fields,
  language,
}: {
  kind: CompanyPolicyKind;
  fields: UpdateField[];
  language: Language;
}) {
  const { t, i18n } = useTranslation();
  const request = useRequestCompanyUpdate(kind);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [caseNumber, setCaseNumber] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayInIceland();
  const schema = useMemo(() => companyUpdateSchema(kind, today), [kind, today]);
  const names = [...fields.map((field) => field.name), 'effectiveFrom', 'note'];

  const formik = useFormik<Values>({
    initialValues: {
      ...Object.fromEntries(fields.map((field) => [field.name, field.initial])),
      effectiveFrom: today,
      note: '',
    },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        const created = await request.mutateAsync({ ...values, lang: language });
        setCaseNumber(created.caseNumber);
      } catch (error) {
        const known = Object.entries(error instanceof ApiError ? error.fieldErrors : {}).filter(
          ([field]) => names.includes(field),
        );
        if (known.length > 0) {
          const errors = Object.fromEntries(
            known.map(([field, codes]) => [field, codes[0] ?? '']),
          ) as FormikErrors<Values>;
          helpers.setErrors(errors);
          void helpers.setTouched(Object.fromEntries(known.map(([field]) => [field, true])), false);
          focusFirstInvalid(formRef.current, errors);
        }
        setFormError(errorMessage(error, i18n));
      }
    },
  });

  useEffect(() => {
    if (caseNumber) doneRef.current?.focus();
  }, [caseNumber]);

  // A refused submit shows every error and takes the keyboard to the first field that has one.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(Object.fromEntries(names.map((name) => [name, true])), false);
      focusFirstInvalid(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  };

  if (caseNumber) {
    return (
      <Done aria-labelledby="company-sent-heading">
        <h3 id="company-sent-heading" ref={doneRef} tabIndex={-1}>
          {t('company|sentHeading')}
        </h3>
        <p>{t('company|sentText', { caseNumber })}</p>
      </Done>
    );
  }

  return (
    <FormGrid ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <WriteFieldset>
        <FormNote className="wide">{t('company|requiredNote')}</FormNote>
        {fields.map((field) => {
          const props = {
            name: field.name,
            label: field.label,
            value: formik.values[field.name] ?? '',
            onChange: formik.handleChange,
            touched: formik.touched[field.name],
            error: formik.errors[field.name],
            hint: field.now ? t('company|hintNow', { value: field.now }) : undefined,
            required: true,
          };
          return field.kind === 'text' ? (
            <div key={field.name} className="wide">
              <TextAreaField {...props} limit={ACTIVITY_MAX_LENGTH} rows={3} />
            </div>
          ) : (
            <div key={field.name}>
              <TextField {...props} inputMode="numeric" autoComplete="off" />
            </div>
          );
        })}
        <div>
          <DateField
            name="effectiveFrom"
            label={t('company|fieldEffectiveFrom')}
            value={formik.values.effectiveFrom ?? ''}
            min={today}
            max={addDaysIso(today, UPDATE_MAX_DAYS_AHEAD)}
            onChange={formik.handleChange}
            touched={formik.touched.effectiveFrom}
            error={formik.errors.effectiveFrom}
            required
          />
        </div>
        <div className="wide">
          <TextAreaField
            name="note"
            label={t('company|fieldNote')}
            value={formik.values.note ?? ''}
            onChange={formik.handleChange}
            touched={formik.touched.note}
            error={formik.errors.note}
            limit={DESCRIPTION_MAX_LENGTH}
            rows={3}
          />
        </div>
        {formError && (
          <FormAlert className="wide" role="alert">
            {formError}
          </FormAlert>
        )}
        <Buttons className="wide">
          <Button type="submit" loading={formik.isSubmitting}>
            {t('company|submit')}
          </Button>
        </Buttons>
      </WriteFieldset>
    </FormGrid>
  );
}
