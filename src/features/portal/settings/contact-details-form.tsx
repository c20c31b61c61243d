import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TextField, notify } from '../../../components';
import { CONTACT_DETAILS_TYPE, PHONE_MASK, applyMask, contactDetailsSchema } from '../../../domain';
import { errorMessage } from '../../../lib/api';
import { useSaveContactDetails } from './api';
import { fieldProps, showServerFieldErrors, submitOrFocus } from './form-helpers';
import { WriteFieldset } from '../shared/may-write';
import { theme } from '../../../components/theme';

export type ContactDetailsValues = { email: string; mobilePhone: string; homePhone: string };

const FIELDS: (keyof ContactDetailsValues)[] = ['email', 'mobilePhone', 'homePhone'];

const Banner = styled.div`
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(4)};
  border-left: 4px solid ${theme.colors.error};
  border-radius: ${theme.radius};
  background: ${theme.colors.errorBackground};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.space(1)};
  }
`;

const Pending = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.info};
  border-radius: ${theme.radius};
  background: ${theme.colors.brandLight};
`;

const Fields = styled.div`
  display: grid;
  gap: 0 ${theme.space(4)};
  ${theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

/**
 * E-mail, mobile and home phone with the shared rules (the domain schema the server also applies),
 * phones masked ### ####. Success shows 'updateSuccess'; failure 'updateFailed' as a toast and a
 * banner above the form, and nothing typed is lost. A new e-mail only counts once confirmed from
 * its own mailbox: the form then says where the link went and that the old address still holds.
 */
export function ContactDetailsForm({
  initial,
  waitingEmail,
  onSettled,
  secondaryAction,
  idPrefix,
}: {
  initial: ContactDetailsValues;
  /** A new address the server says is still waiting for its link, if the caller read one. */
  waitingEmail?: string;
  /** After a save, whichever way it went (the popup closes then). */
  onSettled?: (outcome: 'saved' | 'failed') => void;
  secondaryAction?: ReactNode;
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveContactDetails();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // What this form's last save answered; before any save (or once the screen has read the
  // settings again) the caller's word holds.
  const [savedPending, setSavedPending] = useState<{ email: string | undefined } | null>(null);
  const pendingEmail = savedPending ? savedPending.email : waitingEmail;

  const formik = useFormik<ContactDetailsValues>({
    initialValues: {
      email: initial.email,
      mobilePhone: applyMask(initial.mobilePhone, PHONE_MASK),
      homePhone: applyMask(initial.homePhone, PHONE_MASK),
    },
    enableReinitialize: true,
    validationSchema: contactDetailsSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync({ type: CONTACT_DETAILS_TYPE, ...values });
        setSavedPending({ email: saved.pendingEmail });
        notify.info(
          saved.pendingEmail
            ? t('settings|emailConfirmSent', { email: saved.pendingEmail })
            : t('settings|updateSuccess'),
        );
        onSettled?.('saved');
      } catch (error) {
        showServerFieldErrors(error, FIELDS, helpers, formRef.current);
        notify.error(t('settings|updateFailed'));
        setFailure(errorMessage(error, i18n));
        onSettled?.('failed');
      }
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submitOrFocus(event, formik, FIELDS)}>
      <WriteFieldset>
        {failure && (
          <Banner role="alert">
            <p>
              <strong>{t('settings|errorBannerTitle')}</strong>
            </p>
            <p>{t('settings|updateFailed')}</p>
            <p>{failure}</p>
          </Banner>
        )}
        {pendingEmail && (
          <Pending role="status">
            {t('settings|emailPending', { email: pendingEmail, current: initial.email })}
          </Pending>
        )}
        <Fields>
          <TextField
            id={`${idPrefix}-email`}
            {...fieldProps(formik, 'email')}
            type="email"
            label={t('settings|email')}
            autoComplete="email"
            required
          />
          <TextField
            id={`${idPrefix}-mobilePhone`}
            {...fieldProps(formik, 'mobilePhone')}
            type="tel"
            label={t('settings|mobilePhone')}
            autoComplete="tel-national"
            mask={PHONE_MASK}
            required
            hint={t('settings|phoneHint')}
          />
          <TextField
            id={`${idPrefix}-homePhone`}
            {...fieldProps(formik, 'homePhone')}
            type="tel"
            label={`${t('settings|homePhone')} (${t('settings|optional')})`}
            mask={PHONE_MASK}
            hint={t('settings|phoneHint')}
          />
        </Fields>
        <Actions>
          <Button
            type="submit"
            loading={formik.isSubmitting}
            loadingLabel={t('settings|saving')}
            disabled={formik.isSubmitting}
          >
            {t('settings|save')}
          </Button>
          {secondaryAction}
        </Actions>
      </WriteFieldset>
    </form>
  );
}
