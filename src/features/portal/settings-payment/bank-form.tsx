import { useTranslation } from 'react-i18next';
import { useElementId } from '../../../components/use-element-id';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { type ClipboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, notify, TextField } from '../../../components';
import {
  ACCOUNT_LENGTH,
  BANK_LENGTH,
  LEDGER_LENGTH,
  digitsOnly,
  padAccountOnBlur,
  padBankOnBlur,
  splitPastedBankAccount,
  type BankInfo,
} from '../../../domain/bank';
import { bankInfoSchema } from '../../../domain/forms';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSaveBankInfo } from './api';
import { WriteFieldset } from '../shared/may-write';
import { theme } from '../../../components/theme';

type FieldName = keyof BankInfo;

const FIELDS: { name: FieldName; length: number; next?: FieldName; pad?: (v: string) => string }[] =
  [
    { name: 'bank', length: BANK_LENGTH, next: 'ledger', pad: padBankOnBlur },
    { name: 'ledger', length: LEDGER_LENGTH, next: 'account' },
    { name: 'account', length: ACCOUNT_LENGTH, pad: padAccountOnBlur },
  ];

const Fields = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space(1)};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 4fr) minmax(0, 3fr) minmax(0, 6fr);
  gap: ${theme.space(2)};
  max-width: 30rem;
  input {
    font-variant-numeric: tabular-nums;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const Alert = styled.p`
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.error};
  background: ${theme.colors.errorBackground};
  font-weight: 600;
`;

/**
 * Moves focus once React has shown the new values: focusing at once would blur the field being
 * typed in before its new value is committed, and its blur would then work on the old one.
 */
function focusSoon(id: string): void {
  window.setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/** A rule's message key as this form shows it: the bank rules' own words per field. */
function messageFor(field: FieldName, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return key === 'requiredField' ? 'requiredField' : `settingsPayment|${field}Invalid`;
}

/**
 * The bank account claims are paid into: bank (4), ledger (2), account (6). Digits only, focus
 * moves on when a field is full, bank and account are padded with zeros on leaving them, and a
 * whole account number pasted into any field is split into the three. `onSaved` runs after a
 * successful save (the bank-details popup closes on it); `secondaryAction` sits beside the button.
 */
export function BankForm({
  initialValues,
  loading,
  onSaved,
  secondaryAction,
}: {
  initialValues: BankInfo;
  loading: boolean;
  onSaved?: () => void;
  secondaryAction?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveBankInfo();
  const idPrefix = useElementId();
  const idOf = (name: FieldName) => `${idPrefix}-${name}`;

  const onSubmit = async (values: BankInfo, helpers: FormikHelpers<BankInfo>) => {
    try {
      await save.mutateAsync(values);
      notify.info(t('global|informationUpdated'));
      helpers.setStatus('submitted');
      onSaved?.();
    } catch (error) {
      // The server checks again; its field errors show at the fields, its code in the alert.
      if (error instanceof ApiError) {
        const errors: FormikErrors<BankInfo> = {};
        for (const { name } of FIELDS) {
          const first = error.fieldErrors[name]?.[0];
          if (first) errors[name] = first;
        }
        helpers.setErrors(errors);
      }
    } finally {
      helpers.setSubmitting(false);
    }
  };

  return (
    <Formik<BankInfo>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={bankInfoSchema}
      onSubmit={onSubmit}
    >
      {(form) => {
        const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
          const split = splitPastedBankAccount(event.clipboardData.getData('text/plain'));
          if (!split) return;
          event.preventDefault();
          void form.setValues(split, true);
          for (const { name } of FIELDS) void form.setFieldTouched(name, true, false);
          focusSoon(idOf('account'));
        };
        return (
          <form noValidate onSubmit={form.handleSubmit} aria-describedby={`${idPrefix}-hint`}>
            <WriteFieldset>
              <Fields>
                <legend>{t('settingsPayment|bankAccount')}</legend>
                <Hint id={`${idPrefix}-hint`}>{t('settingsPayment|bankHint')}</Hint>
                <Row onPaste={onPaste}>
                  {FIELDS.map(({ name, length, next, pad }) => (
                    <TextField
                      key={name}
                      id={idOf(name)}
                      name={name}
                      label={t(`settingsPayment|${name}`)}
                      value={form.values[name]}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={length}
                      required
                      touched={form.touched[name]}
                      error={messageFor(name, form.errors[name])}
                      onChange={(event) => {
                        const value = digitsOnly(event.target.value, length);
                        const grew = value.length > form.values[name].length;
                        void form.setFieldValue(name, value);
                        if (next && grew && value.length === length) focusSoon(idOf(next));
                      }}
                      onBlur={(event) => {
                        if (!pad) return form.handleBlur(event);
                        // The field's own value as shown now, padded; validated as padded.
                        void form.setFieldValue(
                          name,
                          pad(digitsOnly(event.target.value, length)),
                          true,
                        );
                        void form.setFieldTouched(name, true, false);
                      }}
                    />
                  ))}
                </Row>
              </Fields>
              {save.isError && !form.isSubmitting && (
                <Alert role="alert">{errorMessage(save.error, i18n)}</Alert>
              )}
              <Actions>
                <Button
                  type="submit"
                  disabled={loading || form.isSubmitting}
                  loading={form.isSubmitting}
                  loadingLabel={t('settingsPayment|saving')}
                >
                  {t('settingsPayment|saveBank')}
                </Button>
                {secondaryAction}
              </Actions>
            </WriteFieldset>
          </form>
        );
      }}
    </Formik>
  );
}
