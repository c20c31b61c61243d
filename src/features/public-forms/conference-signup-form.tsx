import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormAlert,
  FormNote,
  FormThankYou,
  HoneypotField,
  Link,
  SelectField,
  TextField,
  useSubmitOnce,
} from '../../components';
import { TextAreaField } from '../../components/text-area-field';
import type { ConferenceSignupCreated, EventSeats } from '../../domain/api/events';
import { FORM_API } from '../../domain/api/form-paths';
import { findEvent, isEventOpen, SKJOL_EVENTS } from '../../domain/events';
import {
  conferenceSignupSchema,
  DIETARY_NEEDS_MAX_LENGTH,
  type ConferenceSignupForm as Values,
} from '../../domain/forms/conference-signup';
import { formatDate } from '../../domain/format';
import { ApiError, call } from '../../lib/api';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { focusFirstError, Form, type Failure } from './form-layout';
import { addPublicFormTexts } from './texts';

addPublicFormTexts();

const FIELDS = ['eventId', 'name', 'email', 'company', 'dietaryNeeds'] as const;

/** The free seats as the server counts them; until they come, the events as declared. */
function useEventSeats() {
  const [seats, setSeats] = useState<EventSeats['events'] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    call<EventSeats>(FORM_API.conferenceSignup, { signal: controller.signal })
      .then((answer) => setSeats(answer.events))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return [seats, setSeats] as const;
}

/**
 * Sign up for one of Skjól's events: which one (with its date and the seats still free), who
 * comes, their company and any dietary needs. The server holds the seat and mails a confirmation.
 */
export function ConferenceSignupForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [website, setWebsite] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<ConferenceSignupCreated | null>(null);
  const [seats, setSeats] = useEventSeats();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const formik = useFormik<Values>({
    initialValues: { eventId: '', name: '', email: '', company: '', dietaryNeeds: '' },
    validationSchema: conferenceSignupSchema,
    // Errors change only when the form is sent, so the send button never moves under a click.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const created = await call<ConferenceSignupCreated>(FORM_API.conferenceSignup, {
          method: 'POST',
          payload: {
            ...conferenceSignupSchema.cast(values),
            lang: language,
            ...(website ? { website } : {}),
          },
        });
        setSent(created);
        window.setTimeout(() => thanksRef.current?.focus(), 0);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) {
          setFailure('publicForms|networkError');
          return;
        }
        const fieldErrors = Object.fromEntries(
          Object.entries(error.fieldErrors)
            .filter(([, messages]) => typeof messages?.[0] === 'string')
            .map(([name, messages]) => [name, messages[0]!]),
        );
        if (Object.keys(fieldErrors).length > 0) {
          helpers.setErrors(fieldErrors);
          focusFirstError(formRef.current, fieldErrors);
          // A full or closed event: its seats are counted again for the list.
          if (fieldErrors.eventId)
            void call<EventSeats>(FORM_API.conferenceSignup).then((answer) =>
              setSeats(answer.events),
            );
          return;
        }
        setFailure(
          error.status === 429 ? 'publicForms|tooManyRequests' : 'publicForms|submitError',
        );
      }
    },
  });

  const submit = useSubmitOnce(async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(Object.fromEntries(FIELDS.map((name) => [name, true])), false);
      focusFirstError(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  });

  const describe = (id: string) => {
    const event = findEvent(id)!;
    return t('publicForms|eventOption', {
      title: event.title[language],
      when: formatDate(event.startsAt, language, { weekday: true, time: true }),
      place: event.place[language],
    });
  };

  if (sent)
    return (
      <FormThankYou aria-labelledby="event-thanks">
        <h2 id="event-thanks" ref={thanksRef} tabIndex={-1}>
          {t('publicForms|eventThanksHeading')}
        </h2>
        <p>
          {t('publicForms|eventThanksText', {
            event: describe(sent.eventId),
            email: formik.values.email.trim(),
          })}
        </p>
        <Link href={paths.home(language)}>{t('publicForms|backToFront')}</Link>
      </FormThankYou>
    );

  const now = new Date();
  const options = SKJOL_EVENTS.map((event) => {
    const counted = seats?.find((row) => row.id === event.id);
    const open = counted ? counted.open : isEventOpen(event, now);
    const label = describe(event.id);
    let status = '';
    if (!open)
      status =
        counted?.seatsLeft === 0
          ? t('publicForms|eventFullShort')
          : t('publicForms|eventClosedShort');
    else if (counted) status = t('publicForms|seatsLeft', { count: counted.seatsLeft });
    return { value: event.id, label: status ? `${label} (${status})` : label, disabled: !open };
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    touched: formik.touched[name],
    error: formik.errors[name],
  });

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <FormNote className="wide">{t('publicForms|requiredNote')}</FormNote>
      <SelectField
        {...field('eventId')}
        className="wide"
        label={t('publicForms|eventLabel')}
        placeholder={t('publicForms|eventChoose')}
        options={options}
        required
      />
      <TextField
        {...field('name')}
        label={t('publicForms|nameLabel')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('email')}
        type="email"
        label={t('publicForms|emailLabel')}
        autoComplete="email"
        required
      />
      <TextField
        {...field('company')}
        className="wide"
        label={t('publicForms|companyLabel')}
        autoComplete="organization"
      />
      <TextAreaField
        {...field('dietaryNeeds')}
        className="wide"
        label={t('publicForms|dietaryNeedsLabel')}
        hint={t('publicForms|dietaryNeedsHint')}
        limit={DIETARY_NEEDS_MAX_LENGTH}
      />
      <HoneypotField label={t('publicForms|websiteLabel')} value={website} onChange={setWebsite} />
      <div className="wide" aria-live="assertive">
        {failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={formik.isSubmitting}>
          {failure ? t('publicForms|retry') : t('publicForms|eventSubmit')}
        </Button>
      </div>
    </Form>
  );
}
