import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  FormAlert,
  HoneypotField,
  TextField,
  focusFirstInvalid,
  useSubmitOnce,
} from '../../components';
import type { NewsletterSignupRequest } from '../../domain/api/newsletter';
import { NEWSLETTER_API } from '../../domain/api/newsletter-paths';
import { newsletterSignupSchema } from '../../domain/forms/newsletter';
import { validateWith } from '../../domain/forms/validate';
import { ApiError, call } from '../../lib/api';
import type { Language } from '../../lib/i18n';
import { addNewsletterTexts } from './texts';

addNewsletterTexts();

const Box = styled.section`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    &:focus {
      outline: none;
    }
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  form {
    display: grid;
    gap: 0 ${({ theme }) => theme.space(4)};
    ${({ theme }) => theme.up('sm')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

type Errors = Partial<Record<'email' | 'name', string>>;
type Failure = 'newsletter|submitErrorMessage' | 'newsletter|tooManyRequests';

/**
 * The prevention newsletter's sign-up: an address and, if the visitor likes, a name. It says
 * "check your e-mail" whoever the address belongs to; the mailed link does the subscribing.
 */
export function NewsletterSignup({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', name: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const submit = useSubmitOnce(async () => {
    setFailure(null);
    const result = await validateWith(newsletterSignupSchema, values);
    if (!result.ok) {
      setErrors({ email: result.errors.email?.[0], name: result.errors.name?.[0] });
      window.setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const request: NewsletterSignupRequest = {
        email: result.value.email,
        ...(result.value.name ? { name: result.value.name } : {}),
        lang: language,
        ...(website ? { website } : {}),
      };
      await call(NEWSLETTER_API.signup, { method: 'POST', payload: request });
      setSentTo(result.value.email);
      window.setTimeout(() => doneRef.current?.focus(), 0);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 429
          ? 'newsletter|tooManyRequests'
          : 'newsletter|submitErrorMessage',
      );
    } finally {
      setSending(false);
    }
  });

  const change = (name: 'email' | 'name') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  if (sentTo)
    return (
      <Box aria-labelledby="newsletter-done">
        <h2 id="newsletter-done" ref={doneRef} tabIndex={-1}>
          {t('newsletter|checkYourEmailHeading')}
        </h2>
        <p>{t('newsletter|checkYourEmailText', { email: sentTo })}</p>
      </Box>
    );

  return (
    <Box aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t('newsletter|heading')}</h2>
      <p>{t('newsletter|intro')}</p>
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextField
          name="email"
          type="email"
          label={t('newsletter|emailLabel')}
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          touched={Boolean(errors.email)}
          error={errors.email}
          required
        />
        <TextField
          name="name"
          label={t('newsletter|nameLabel')}
          hint={t('newsletter|nameHint')}
          autoComplete="name"
          value={values.name}
          onChange={change('name')}
          touched={Boolean(errors.name)}
          error={errors.name}
        />
        <HoneypotField label={t('newsletter|websiteLabel')} value={website} onChange={setWebsite} />
        <div className="wide" aria-live="assertive">
          {failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
        </div>
        <div className="wide">
          <Button type="submit" loading={sending}>
            {failure ? t('newsletter|retry') : t('newsletter|submit')}
          </Button>
        </div>
        <p className="wide">
          <small>{t('newsletter|privacyNote')}</small>
        </p>
      </form>
    </Box>
  );
}
