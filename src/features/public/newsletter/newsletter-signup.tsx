import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NEWSLETTER_API } from '../../../domain/api/newsletter-paths';
import { newsletterSignupSchema } from '../../../domain/forms/newsletter';
import type { Language } from '../../../lib/i18n';
import { EmailField, FormEnd, groupTexts, NameField, usePublicForm } from '../public-form-kit';
import { addNewsletterTexts } from './texts';
import { theme } from '../../../components/theme';

addNewsletterTexts();

const Box = styled.section`
  max-width: 40rem;
  margin: ${theme.space(6)} 0;
  padding: ${theme.space(5)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  h2 {
    margin: 0 0 ${theme.space(2)};
    &:focus {
      outline: none;
    }
  }
  > p {
    margin: 0 0 ${theme.space(4)};
  }
  form {
    display: grid;
    gap: 0 ${theme.space(4)};
    ${theme.up('sm')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * The prevention newsletter's sign-up: an address and, if the visitor likes, a name. It says
 * "check your e-mail" whoever the address belongs to; the mailed link does the subscribing.
 */
export function NewsletterSignup({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = usePublicForm({
    path: NEWSLETTER_API.signup,
    language,
    schema: newsletterSignupSchema,
    initialValues: { email: '', name: '' },
    texts: groupTexts('newsletter'),
    // A name is sent only when one is given.
    toRequest: (values) => {
      const { email, name } = newsletterSignupSchema.cast(values);
      return name ? { email, name } : { email };
    },
  });
  const { field } = form;

  if (form.sent)
    return (
      <Box aria-labelledby="newsletter-done">
        <h2 id="newsletter-done" ref={form.thanksRef} tabIndex={-1}>
          {t('newsletter|checkYourEmailHeading')}
        </h2>
        <p>
          {t('newsletter|checkYourEmailText', {
            email: newsletterSignupSchema.cast(form.formik.values).email,
          })}
        </p>
      </Box>
    );

  return (
    <Box aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t('newsletter|heading')}</h2>
      <p>{t('newsletter|intro')}</p>
      <form ref={form.formRef} noValidate onSubmit={form.submit}>
        <EmailField {...field('email')} label={t('newsletter|emailLabel')} required />
        <NameField
          {...field('name')}
          label={t('newsletter|nameLabel')}
          hint={t('newsletter|nameHint')}
        />
        <FormEnd form={form} submitLabel={t('newsletter|submit')} />
        <p className="wide">
          <small>{t('newsletter|privacyNote')}</small>
        </p>
      </form>
    </Box>
  );
}
