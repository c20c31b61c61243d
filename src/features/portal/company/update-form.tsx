import { setIn, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from '#styled';
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
import type { CoveredEmployee } from '../../../domain/api/company';
import { addDaysIso, todayInIceland } from '../../../domain/calendar';
import { formatNumber } from '../../../domain/format';
import {
  ACTIVITY_MAX_LENGTH,
  UPDATE_MAX_DAYS_AHEAD,
  companyUpdateSchema,
  readWholeNumber,
  totalsAfter,
  type CompanyPolicyKind,
} from '../../../domain/forms/company-policy-update';
import { FORM_ERROR_KEY, validateWith } from '../../../domain/forms/validate';
import { DESCRIPTION_MAX_LENGTH } from '../../../domain/limits';
import { ApiError, errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { WriteFieldset } from '../shared/may-write';
import { useRequestCompanyUpdate } from './api';
import { EmployeeChanges, type AddedRow, type EmployeeValues } from './employee-changes';
import { theme } from '../../../components/theme';
import { useTranslation } from '../../../lib/i18n';

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

/** The kind's own fields by name, and (employee accident only) the employees named. */
type Values = EmployeeValues & { fields: Record<string, string> };

/** The totals that follow the named changes while the person has not written their own. */
const FOLLOWING = ['employeeCount', 'annualPayroll'];

/** Formik keeps errors as nested objects; the form's controls are named by dotted paths. */
function flatErrors(errors: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    const path = prefix + name;
    if (typeof error === 'string') flat[path] = error;
    else if (error && typeof error === 'object') Object.assign(flat, flatErrors(error, `${path}.`));
  }
  return flat;
}

/**
 * The rules' errors ('addedEmployees[0].ssn', 'employeeCount', '_form'), from the form's own
 * check or the server's answer, placed where the form shows them: a kind's field under `fields`,
 * an added employee's beside its field, a removal's on the list of boxes.
 */
function formErrors(codes: Record<string, string[]>, fieldNames: string[]) {
  let errors: FormikErrors<Values> & { [FORM_ERROR_KEY]?: string } = {};
  for (const [path, [code]] of Object.entries(codes)) {
    const dotted = path.replace(/\[(\d+)\]/g, '.$1');
    const top = dotted.split('.')[0] ?? '';
    const place =
      top === 'removedEmployees'
        ? top
        : top === 'addedEmployees' || top === FORM_ERROR_KEY
          ? dotted
          : fieldNames.includes(top)
            ? `fields.${top}`
            : null;
    if (place && code) errors = setIn(errors, place, code) as typeof errors;
  }
  return errors;
}

/** Every field touched, lists included, so a refused submit shows each error. */
function allTouched(values: Values): FormikTouched<Values> {
  return {
    fields: Object.fromEntries(Object.keys(values.fields).map((name) => [name, true])),
    removedEmployees: true,
    addedEmployees: values.addedEmployees.map(() => ({
      name: true,
      ssn: true,
      job: true,
      annualPayroll: true,
    })),
  } as FormikTouched<Values>;
}

/** What the server is sent: the fields at the top, the named employees without screen keys. */
function requestBody(values: Values) {
  return {
    ...values.fields,
    ...(values.removedEmployees.length > 0 ? { removedEmployees: values.removedEmployees } : {}),
    ...(values.addedEmployees.length > 0
      ? { addedEmployees: values.addedEmployees.map(({ key: _key, ...employee }) => employee) }
      : {}),
  };
}

/**
 * A change request for one company policy: the kind's own fields (prefilled with what is insured
 * today), the day it takes effect and a note; the same rules as the server's. On success the case
 * number is shown and the screen reloads the policy, which then shows the request pending.
 */
export function CompanyUpdateForm({
  kind,
  fields,
  language,
  employees,
}: {
  kind: CompanyPolicyKind;
  fields: UpdateField[];
  language: Language;
  /** The employee accident policy's employees: they can be taken off and others added by name. */
  employees?: CoveredEmployee[];
}) {
  const { t, i18n } = useTranslation();
  const request = useRequestCompanyUpdate(kind);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [caseNumber, setCaseNumber] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The totals the person has written themself: those no longer follow the named changes.
  const [written, setWritten] = useState<ReadonlySet<string>>(new Set());
  const today = todayInIceland();
  const covered = useMemo(
    () => employees?.map(({ ssn, annualPayroll }) => ({ ssn, annualPayroll })),
    [employees],
  );
  const schema = useMemo(() => companyUpdateSchema(kind, today, covered), [kind, today, covered]);
  const names = [...fields.map((field) => field.name), 'effectiveFrom', 'note'];

  // A refusal as a whole (nothing would change) is said above the button, not beside a field.
  const showErrors = (errors: ReturnType<typeof formErrors>) => {
    const whole = errors[FORM_ERROR_KEY];
    setFormError(whole ? t(whole) : null);
    focusFirstInvalid(formRef.current, flatErrors(errors));
  };

  const formik = useFormik<Values>({
    initialValues: {
      fields: {
        ...Object.fromEntries(fields.map((field) => [field.name, field.initial])),
        effectiveFrom: today,
        note: '',
      },
      removedEmployees: [],
      addedEmployees: [],
    },
    validate: async (values) => {
      const result = await validateWith(schema, requestBody(values));
      return result.ok ? {} : formErrors(result.errors, names);
    },
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        const created = await request.mutateAsync({ ...requestBody(values), lang: language });
        setCaseNumber(created.caseNumber);
      } catch (error) {
        const known = formErrors(error instanceof ApiError ? error.fieldErrors : {}, names);
        if (Object.keys(known).length > 0) {
          helpers.setErrors(known);
          void helpers.setTouched(allTouched(values), false);
          showErrors(known);
        }
        if (!known[FORM_ERROR_KEY]) setFormError(errorMessage(error, i18n));
      }
    },
  });

  const { removedEmployees, addedEmployees } = formik.values;
  const { setFieldValue } = formik;
  useEffect(() => {
    if (!covered) return;
    const after = totalsAfter(
      covered,
      removedEmployees,
      addedEmployees.map((row) => ({ annualPayroll: readWholeNumber(row.annualPayroll) })),
    );
    if (!written.has('employeeCount'))
      void setFieldValue('fields.employeeCount', String(after.employeeCount), false);
    if (!written.has('annualPayroll'))
      void setFieldValue(
        'fields.annualPayroll',
        formatNumber(after.annualPayroll, language),
        false,
      );
  }, [covered, removedEmployees, addedEmployees, written, setFieldValue, language]);

  useEffect(() => {
    if (caseNumber) doneRef.current?.focus();
  }, [caseNumber]);

  // A refused submit shows every error and takes the keyboard to the first field that has one.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(allTouched(formik.values), false);
      showErrors(errors);
      return;
    }
    await formik.submitForm();
  };

  const fieldChange =
    (name: string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (FOLLOWING.includes(name) && !written.has(name)) setWritten(new Set([...written, name]));
      formik.handleChange(event);
    };
  const value = (name: string) => formik.values.fields[name] ?? '';
  const touched = (name: string) => Boolean(formik.touched.fields?.[name]);
  const error = (name: string) => formik.errors.fields?.[name];

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
        {employees && (
          <>
            <EmployeeChanges
              employees={employees}
              language={language}
              values={formik.values}
              errors={formik.errors}
              touched={formik.touched}
              onChange={formik.handleChange}
              onAddedChange={(rows: AddedRow[]) =>
                void formik.setFieldValue('addedEmployees', rows)
              }
            />
            <FormNote className="wide">{t('company|totalsFollow')}</FormNote>
          </>
        )}
        {fields.map((field) => {
          const props = {
            name: `fields.${field.name}`,
            label: field.label,
            value: value(field.name),
            onChange: fieldChange(field.name),
            touched: touched(field.name),
            error: error(field.name),
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
            name="fields.effectiveFrom"
            label={t('company|fieldEffectiveFrom')}
            value={value('effectiveFrom')}
            min={today}
            max={addDaysIso(today, UPDATE_MAX_DAYS_AHEAD)}
            onChange={formik.handleChange}
            touched={touched('effectiveFrom')}
            error={error('effectiveFrom')}
            required
          />
        </div>
        <div className="wide">
          <TextAreaField
            name="fields.note"
            label={t('company|fieldNote')}
            value={value('note')}
            onChange={fieldChange('note')}
            touched={touched('note')}
            error={error('note')}
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
