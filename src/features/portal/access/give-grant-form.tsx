import { useTranslation } from 'react-i18next';
import { useFormik, type FormikErrors } from 'formik';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, DateField, notify, TextField } from '../../../components';
import { todayInIceland } from '../../../domain/calendar';
import { formatKennitala, STAFF_LOOKUP_MASK, unmask } from '../../../domain';
import { createGiveGrantSchema } from '../../../domain/api/access-grant-rules';
import { ApiError, errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { lookupHolder, useGiveGrant } from './api';
import { formatDate } from '../../../domain/format';
import { WriteFieldset } from '../shared/may-write';
import { theme } from '../../../components/theme';

const Form = styled.form`
  display: grid;
  gap: 0 ${theme.space(5)};
  ${theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Full = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const Confirm = styled.div`
  grid-column: 1 / -1;
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(4)};
  border-left: 4px solid ${theme.colors.brand};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  p {
    margin: 0 0 ${theme.space(3)};
  }
  &:focus {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const FormError = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colors.error};
  font-weight: 600;
`;

type Values = { ssn: string; validTo: string };

/** Server answers that belong under the kennitala field. */
const HOLDER_ERRORS = ['SsnNotFound', 'CannotGrantToSelf', 'HolderMustBePerson', 'GrantExists'];

/**
 * Give access in two steps: type the kennitala (and, if wanted, the last day), see whose name it
 * is, then confirm. Nothing is given before the person has seen the name.
 */
export function GiveGrantForm({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const give = useGiveGrant();
  const [found, setFound] = useState<{ name: string; ssn: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayInIceland();
  const schema = useMemo(() => createGiveGrantSchema(today), [today]);

  const showServerError = (error: unknown, setErrors: (errors: FormikErrors<Values>) => void) => {
    const code = error instanceof ApiError ? error.errorCode : undefined;
    const fields = error instanceof ApiError ? error.fieldErrors : {};
    if (code && HOLDER_ERRORS.includes(code)) {
      setErrors({ ssn: `errorCode|${code}` });
    } else if (fields.ssn?.[0] || fields.validTo?.[0]) {
      setErrors({ ssn: fields.ssn?.[0], validTo: fields.validTo?.[0] });
    } else {
      setFormError(errorMessage(error, i18n));
      return;
    }
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const formik = useFormik<Values>({
    initialValues: { ssn: '', validTo: '' },
    validationSchema: schema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      const ssn = unmask(values.ssn);
      try {
        const holder = await lookupHolder(ssn);
        setFound({ name: holder.name, ssn });
        // The name is the thing to check: take the reader there.
        window.setTimeout(() => confirmRef.current?.focus(), 0);
      } catch (error) {
        await helpers.setTouched({ ssn: true, validTo: true }, false);
        showServerError(error, helpers.setErrors);
      }
    },
  });

  const edit = (field: keyof Values, value: string) => {
    setFound(null);
    setFormError(null);
    void formik.setFieldValue(field, value);
  };

  const confirm = () => {
    if (!found) return;
    const validTo = formik.values.validTo || null;
    give.mutate(
      { ssn: found.ssn, validTo },
      {
        onSuccess: (grant) => {
          notify.info(t('accessGrants|givenToast', { name: grant.holderName }));
          setFound(null);
          formik.resetForm();
        },
        onError: (error) => {
          setFound(null);
          void formik.setTouched({ ssn: true, validTo: true }, false);
          showServerError(error, formik.setErrors);
        },
      },
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched({ ssn: true, validTo: true }, false);
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await formik.submitForm();
  };

  return (
    <Form
      ref={formRef}
      noValidate
      aria-labelledby="give-access-heading"
      onSubmit={(event) => void submit(event)}
    >
      <WriteFieldset>
        <TextField
          name="ssn"
          label={t('accessGrants|ssnLabel')}
          hint={t('accessGrants|ssnHint')}
          value={formik.values.ssn}
          mask={STAFF_LOOKUP_MASK}
          autoComplete="off"
          required
          onChange={(event) => edit('ssn', event.target.value)}
          touched={formik.touched.ssn}
          error={formik.errors.ssn}
        />
        <DateField
          name="validTo"
          label={t('accessGrants|validToLabel')}
          hint={t('accessGrants|validToHint')}
          value={formik.values.validTo}
          min={today}
          onChange={(event) => edit('validTo', event.target.value)}
          touched={formik.touched.validTo}
          error={formik.errors.validTo}
        />
        {formError && (
          <FormError role="alert" id="give-access-error">
            {formError}
          </FormError>
        )}
        <div aria-live="polite" style={{ gridColumn: '1 / -1' }}>
          {found && (
            <Confirm ref={confirmRef} tabIndex={-1} aria-labelledby="give-access-confirm">
              <p id="give-access-confirm">
                <strong>{found.name}</strong>
                <br />
                {t('accessGrants|kennitala', { ssn: formatKennitala(found.ssn) })}
              </p>
              <p>
                {formik.values.validTo
                  ? t('accessGrants|confirmUntil', {
                      date: formatDate(formik.values.validTo, language),
                    })
                  : t('accessGrants|confirmOpenEnded')}
              </p>
              <Full>
                <Button onClick={confirm} loading={give.isPending}>
                  {t('accessGrants|confirmGive')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setFound(null)}
                  disabled={give.isPending}
                >
                  {t('accessGrants|cancel')}
                </Button>
              </Full>
            </Confirm>
          )}
        </div>
        {!found && (
          <Full>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('accessGrants|lookUp')}
            </Button>
          </Full>
        )}
      </WriteFieldset>
    </Form>
  );
}
