import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { SelectField, TextField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import type { ConferenceSignupCreated, EventSeats } from '../../../domain/api/events';
import { FORM_API } from '../../../domain/api/form-paths';
import { findEvent, isEventOpen, SKJOL_EVENTS } from '../../../domain/events';
import {
  conferenceSignupSchema,
  DIETARY_NEEDS_MAX_LENGTH,
  type ConferenceSignupForm as Values,
} from '../../../domain/forms/conference-signup';
import { formatDate } from '../../../domain/format';
import { call } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import {
  EmailField,
  FormThanks,
  NameField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { addPublicFormTexts, PUBLIC_FORM_TEXTS } from './texts';

addPublicFormTexts();

/** The free seats as the server counts them; until they come, the events as declared. */
function useEventSeats() {
  const [seats, setSeats] = useState<EventSeats['events'] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    call(FORM_API.conferenceSignup, { signal: controller.signal })
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
  const [seats, setSeats] = useEventSeats();
  const form = usePublicForm<Values, ConferenceSignupCreated>({
    path: FORM_API.conferenceSignup,
    language,
    schema: conferenceSignupSchema,
    initialValues: { eventId: '', name: '', email: '', company: '', dietaryNeeds: '' },
    texts: PUBLIC_FORM_TEXTS,
    refused: (error) => {
      // A full or closed event: its seats are counted again for the list, and the field says so.
      if (error.fieldErrors.eventId)
        void call(FORM_API.conferenceSignup).then((answer) => setSeats(answer.events));
      return false;
    },
  });
  const { field } = form;

  const describe = (id: string) => {
    const event = findEvent(id)!;
    return t('publicForms|eventOption', {
      title: event.title[language],
      when: formatDate(event.startsAt, language, { weekday: true, time: true }),
      place: event.place[language],
    });
  };

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

  return (
    <PublicFormBody
      form={form}
      note={t('publicForms|requiredNote')}
      submitLabel={t('publicForms|eventSubmit')}
      thanks={(sent) => (
        <FormThanks
          form={form}
          id="event-thanks"
          heading={t('publicForms|eventThanksHeading')}
          text={t('publicForms|eventThanksText', {
            event: describe(sent.eventId),
            email: form.formik.values.email.trim(),
          })}
          back={{ href: paths.home(language), label: t('publicForms|backToFront') }}
        />
      )}
    >
      <SelectField
        {...field('eventId')}
        className="wide"
        label={t('publicForms|eventLabel')}
        placeholder={t('publicForms|eventChoose')}
        options={options}
        required
      />
      <NameField {...field('name')} label={t('publicForms|nameLabel')} required />
      <EmailField {...field('email')} label={t('publicForms|emailLabel')} required />
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
    </PublicFormBody>
  );
}
