import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  FormAlert,
  FormGrid,
  FormNote,
  FormThankYou,
  HoneypotField,
  Link,
  RadioGroup,
  SelectField,
  TextField,
  focusFirstInvalid,
  useSubmitOnce,
} from '../../components';
import { TextAreaField } from '../../components/text-area-field';
import { CASE_API, SSN_NOT_FOUND } from '../../domain/api/case-paths';
import type { CaseCreated, LetUsKnowRequest } from '../../domain/api/case';
import { DESCRIPTION_MAX_LENGTH } from '../../domain/limits';
import { PHONE_MASK } from '../../domain/masks';
import {
  LET_US_KNOW_KINDS,
  LET_US_KNOW_TOPICS,
  letUsKnowSchema,
  type LetUsKnowForm,
} from '../../domain/forms/let-us-know';
import { ApiError, call } from '../../lib/api';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { addLetUsKnowTexts } from './texts';

addLetUsKnowTexts();

/** Nothing is chosen at first: the choices start empty. */
type Values = Omit<LetUsKnowForm, 'kind' | 'topic'> & { kind: string; topic: string };

type Failure = 'letUsKnow|submitErrorMessage' | 'letUsKnow|tooManyRequests';
const FIELDS = ['kind', 'topic', 'description', 'name', 'email', 'phone', 'ssn'] as const;
type TextFieldName = 'name' | 'email' | 'phone' | 'ssn' | 'description';

/**
 * A complaint or a compliment: what it is, what it is about, what happened, who sent it and whether
 * we may get in touch. The server applies the same rules; a failed send keeps everything typed.
 */
export function LetUsKnowForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<{ caseNumber: string; email: string } | null>(null);
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const formik = useFormik<Values>({
    initialValues: {
      kind: '',
      topic: '',
      description: '',
      name: '',
      email: '',
      phone: '',
      ssn: '',
      contactConsent: true,
    },
    validationSchema: letUsKnowSchema,
    validateOnChange: false,
    // Errors change only on send: one vanishing on blur as the pointer goes down on the button
    // would move the button from under it, and the click would be lost.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const request: LetUsKnowRequest = {
          ...(letUsKnowSchema.cast(values) as LetUsKnowForm),
          lang: language,
          ...(website ? { website } : {}),
        };
        const created = await call<CaseCreated>(CASE_API.letUsKnow, {
          method: 'POST',
          payload: request,
        });
        setSent({ caseNumber: created.caseNumber, email: values.email.trim() });
        window.setTimeout(() => thanksRef.current?.focus(), 0);
      } catch (error) {
        if (error instanceof ApiError && error.fieldErrors.ssn?.[0] === SSN_NOT_FOUND) {
          helpers.setFieldError('ssn', 'letUsKnow|ssnNotFound');
          formRef.current?.querySelector<HTMLElement>('[name="ssn"]')?.focus();
          return;
        }
        setFailure(
          error instanceof ApiError && error.status === 429
            ? 'letUsKnow|tooManyRequests'
            : 'letUsKnow|submitErrorMessage',
        );
      }
    },
  });

  const submit = useSubmitOnce(async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(Object.fromEntries(FIELDS.map((name) => [name, true])), false);
      window.setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    await formik.submitForm();
  });

  if (sent)
    return (
      <FormThankYou aria-labelledby="let-us-know-thanks">
        <h2 id="let-us-know-thanks" ref={thanksRef} tabIndex={-1}>
          {t('letUsKnow|thankYouHeading')}
        </h2>
        <p>{t('letUsKnow|thankYouText', sent)}</p>
        <Link href={paths.home(language)}>{t('letUsKnow|backToFront')}</Link>
      </FormThankYou>
    );

  const field = (name: TextFieldName) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    touched: formik.touched[name],
    error: formik.errors[name],
  });

  return (
    <FormGrid ref={formRef} noValidate onSubmit={submit}>
      <FormNote className="wide">{t('letUsKnow|requiredNote')}</FormNote>
      <RadioGroup
        className="wide"
        name="kind"
        legend={t('letUsKnow|kindLegend')}
        value={formik.values.kind}
        onChange={formik.handleChange}
        options={LET_US_KNOW_KINDS.map((kind) => ({
          value: kind,
          label: t(`letUsKnow|kind_${kind}`),
        }))}
        touched={formik.touched.kind}
        error={formik.errors.kind}
        required
        inline
      />
      <SelectField
        className="wide"
        name="topic"
        label={t('letUsKnow|topicLabel')}
        placeholder={t('letUsKnow|topicPlaceholder')}
        value={formik.values.topic}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        options={LET_US_KNOW_TOPICS.map((topic) => ({
          value: topic,
          label: t(`letUsKnow|topic_${topic}`),
        }))}
        touched={formik.touched.topic}
        error={formik.errors.topic}
        required
      />
      <TextAreaField
        {...field('description')}
        className="wide"
        label={
          formik.values.kind === 'compliment'
            ? t('letUsKnow|descriptionLabelCompliment')
            : t('letUsKnow|descriptionLabel')
        }
        hint={t('letUsKnow|descriptionHint')}
        limit={DESCRIPTION_MAX_LENGTH}
        required
      />
      <TextField {...field('name')} label={t('letUsKnow|nameLabel')} autoComplete="name" required />
      <TextField
        {...field('email')}
        type="email"
        label={t('letUsKnow|emailLabel')}
        autoComplete="email"
        required
      />
      <TextField
        {...field('phone')}
        type="tel"
        label={t('letUsKnow|phoneLabel')}
        hint={t('letUsKnow|phoneHint')}
        mask={PHONE_MASK}
        inputMode="tel"
        autoComplete="tel-national"
      />
      <TextField
        {...field('ssn')}
        label={t('letUsKnow|ssnLabel')}
        hint={t('letUsKnow|ssnHint')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
      />
      <Checkbox
        className="wide"
        name="contactConsent"
        label={t('letUsKnow|contactConsentLabel')}
        checked={formik.values.contactConsent}
        onChange={formik.handleChange}
      />
      <HoneypotField label={t('letUsKnow|websiteLabel')} value={website} onChange={setWebsite} />
      <div className="wide" aria-live="assertive">
        {failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={formik.isSubmitting}>
          {failure ? t('letUsKnow|retry') : t('letUsKnow|submit')}
        </Button>
      </div>
    </FormGrid>
  );
}
