import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, TextField, notify } from '../../../components';
import { PasswordStrengthMeter } from '../../../components/password-strength/password-strength-meter';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  changePasswordFormSchema,
} from '../../../domain/api/settings-rules';
import { passwordProblem } from '../../../domain/password';
import { errorMessage } from '../../../lib/api';
import type { ScreenProps } from '../screen-props';
import { Card } from '../shared/card';
import { ScreenHeader } from '../shared/screen-states';
import { useChangePassword, useSendPasswordLink } from './api';
import { fieldProps, showServerFieldErrors, submitOrFocus } from './form-helpers';
import { WriteFieldset } from '../shared/may-write';
import { theme } from '../../../components/theme';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const FIELDS: (keyof PasswordValues)[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const Form = styled.form`
  max-width: 32rem;
`;

const Rules = styled.div`
  margin-bottom: ${theme.space(4)};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 ${theme.space(2)};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Alert = styled.div<{ $tone: 'error' | 'success' }>`
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.brand)};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.errorBackground : theme.colors.surface};
  p {
    margin: 0;
  }
`;

const Forgot = styled(Card)`
  margin-top: ${theme.space(5)};
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
`;

/** Stillingar → Lykilorð: change one's own password, or have a set-password link e-mailed. */
export function PasswordSettingsScreen({ user, language }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const change = useChangePassword();
  const sendLink = useSendPasswordLink();
  const formRef = useRef<HTMLFormElement>(null);
  const [show, setShow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const formik = useFormik<PasswordValues>({
    initialValues: EMPTY,
    validationSchema: changePasswordFormSchema,
    // The schema checks the length; the person's own name and kennitala are refused here as the
    // server refuses them. Strength is shown by the meter and judged again by the server.
    validate: (values) => {
      const problem = passwordProblem(values.newPassword, {
        kennitala: user.ssn,
        name: user.fullName,
      });
      return problem === 'passwordContainsKennitala' || problem === 'passwordContainsName'
        ? { newPassword: `settings|${problem}` }
        : {};
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setChanged(false);
      try {
        await change.mutateAsync({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        helpers.resetForm({ values: EMPTY });
        setChanged(true);
        notify.info(`${t('settings|passwordChanged')} ${t('settings|passwordOtherSessionsEnded')}`);
      } catch (error) {
        if (!showServerFieldErrors(error, FIELDS, helpers, formRef.current))
          setFailure(errorMessage(error, i18n));
      }
    },
  });

  const header = (
    <ScreenHeader title={t('settings|passwordHeading')} intro={t('settings|passwordIntro')} />
  );

  const forgot = (
    <Forgot as="section" aria-labelledby="password-forgot">
      <h2 id="password-forgot">{t('settings|forgotHeading')}</h2>
      <p>{t('settings|forgotText')}</p>
      <Button
        variant="secondary"
        loading={sendLink.isPending}
        disabled={sendLink.isPending}
        onClick={() => sendLink.mutate({ ssn: user.ssn, language })}
      >
        {t('settings|forgotButton')}
      </Button>
      <div role="status" aria-live="polite">
        {sendLink.isSuccess && <p>{t('settings|forgotSent')}</p>}
        {sendLink.isError && <p>{errorMessage(sendLink.error, i18n)}</p>}
      </div>
    </Forgot>
  );

  if (user.isEmployeeImpersonating) {
    return (
      <>
        {header}
        <Alert $tone="error" role="note">
          <p>{t('settings|passwordStaff')}</p>
        </Alert>
      </>
    );
  }

  // The password is the signed-in person's own; while acting for someone the server refuses it.
  if (user.currentProxyUser.value !== user.ssn) {
    return (
      <>
        {header}
        <Alert $tone="error" role="note">
          <p>{t('settings|passwordActingFor')}</p>
        </Alert>
      </>
    );
  }

  const type = show ? 'text' : 'password';

  return (
    <>
      {header}
      <Card>
        <Rules>
          <h2 id="password-rules">{t('settings|passwordRulesHeading')}</h2>
          <ul>
            <li>
              {t('settings|passwordRuleLength', {
                min: PASSWORD_MIN_LENGTH,
                max: PASSWORD_MAX_LENGTH,
              })}
            </li>
            <li>{t('settings|passwordRuleDifferent')}</li>
            <li>{t('settings|passwordRulePersonal')}</li>
            <li>{t('settings|passwordRulePhrase')}</li>
          </ul>
        </Rules>
        <div role="status" aria-live="polite">
          {changed && (
            <Alert $tone="success">
              <p>{t('settings|passwordChanged')}</p>
              <p>{t('settings|passwordOtherSessionsEnded')}</p>
            </Alert>
          )}
        </div>
        {failure && (
          <Alert $tone="error" role="alert">
            <p>{failure}</p>
          </Alert>
        )}
        <Form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submitOrFocus(event, formik, FIELDS)}
        >
          <WriteFieldset>
            {/* Lets password managers tie the new password to the right account. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={user.ssn}
              readOnly
              hidden
            />
            <TextField
              id="password-current"
              {...fieldProps(formik, 'currentPassword')}
              type={type}
              label={t('settings|currentPassword')}
              autoComplete="current-password"
              required
            />
            <TextField
              id="password-new"
              {...fieldProps(formik, 'newPassword')}
              type={type}
              label={t('settings|newPassword')}
              autoComplete="new-password"
              required
              describedByAlso="password-new-strength"
              hint={t('settings|passwordRuleLength', {
                min: PASSWORD_MIN_LENGTH,
                max: PASSWORD_MAX_LENGTH,
              })}
            />
            <PasswordStrengthMeter
              id="password-new-strength"
              password={formik.values.newPassword}
              owner={{ kennitala: user.ssn, name: user.fullName, email: user.popupinfo.email }}
            />
            <TextField
              id="password-confirm"
              {...fieldProps(formik, 'confirmPassword')}
              type={type}
              label={t('settings|confirmPassword')}
              autoComplete="new-password"
              required
            />
            <Checkbox
              name="showPasswords"
              label={t('settings|showPasswords')}
              checked={show}
              onChange={(event) => setShow(event.target.checked)}
            />
            <Button
              type="submit"
              loading={formik.isSubmitting}
              loadingLabel={t('settings|saving')}
              disabled={formik.isSubmitting}
            >
              {t('settings|changePassword')}
            </Button>
          </WriteFieldset>
        </Form>
      </Card>
      {forgot}
    </>
  );
}
