import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { Button, FormAlert, FormNote, RadioGroup, SelectField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import { APPOINTMENT_SLOT_TAKEN, CASE_API } from '../../../domain/api/case-paths';
import type { AppointmentCreated } from '../../../domain/api/case';
import { formatDate, formatTime } from '../../../domain/format';
import {
  APPOINTMENT_MEETINGS,
  APPOINTMENT_NOTE_MAX_LENGTH,
  APPOINTMENT_TOPICS,
  SLOT_UNAVAILABLE,
  appointmentSchema,
  type AppointmentForm,
} from '../../../domain/forms/appointment';
import { MESSAGE_KEYS } from '../../../domain/forms/message-keys';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import {
  EmailField,
  FormThanks,
  groupTexts,
  KennitalaField,
  NameField,
  PhoneField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { addAppointmentTexts } from './texts';
import { useFreeSlots } from './use-free-slots';

addAppointmentTexts();

/** The day is the form's own step towards a slot; the server is sent the slot alone. */
type Values = Omit<AppointmentForm, 'topic' | 'meeting'> & {
  topic: string;
  meeting: string;
  day: string;
};
const formSchema = appointmentSchema.concat(
  object({ day: string().required(MESSAGE_KEYS.requiredField) }),
);

/**
 * Book a half-hour with an adviser: what about, at the office or by phone, a day and a free time
 * from the server, and who is coming. A time someone else took first is said so at the time field,
 * the list is fetched again and everything else stays as typed.
 */
export function AppointmentForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { state, reload } = useFreeSlots();
  const form = usePublicForm<Values, AppointmentCreated>({
    path: CASE_API.requestAppointment,
    language,
    schema: formSchema,
    initialValues: {
      topic: '',
      meeting: 'office',
      day: '',
      slot: '',
      name: '',
      email: '',
      phone: '',
      ssn: '',
      note: '',
    },
    texts: groupTexts('appointment'),
    toRequest: ({ day: _day, ...rest }) => appointmentSchema.cast(rest),
    refused: async (error, helpers) => {
      const message =
        error.errorCode === APPOINTMENT_SLOT_TAKEN
          ? 'appointment|slotTaken'
          : error.fieldErrors.slot?.[0] === SLOT_UNAVAILABLE
            ? 'appointment|slotUnavailable'
            : null;
      if (!message) return false;
      await helpers.setFieldValue('slot', '', false);
      helpers.setFieldTouched('slot', true, false);
      helpers.setFieldError('slot', message);
      await reload();
      window.setTimeout(
        () => form.formRef.current?.querySelector<HTMLElement>('[name="slot"]')?.focus(),
        0,
      );
      return true;
    },
  });
  const { field, formik } = form;

  const days = state.status === 'ready' ? state.days : [];
  const chosenDay = days.find((day) => day.day === formik.values.day);

  return (
    <PublicFormBody
      form={form}
      note={t('appointment|requiredNote')}
      submitLabel={t('appointment|submit')}
      thanks={(sent) => (
        <FormThanks
          form={form}
          id="appointment-thanks"
          heading={t('appointment|thankYouHeading')}
          text={t('appointment|thankYouText', {
            caseNumber: sent.caseNumber,
            email: formik.values.email.trim(),
            when: formatDate(sent.start, language, { weekday: true, time: true }),
          })}
          back={{ href: paths.home(language), label: t('appointment|backToFront') }}
        />
      )}
    >
      <SelectField
        {...field('topic')}
        className="wide"
        label={t('appointment|topicLabel')}
        placeholder={t('appointment|choose')}
        options={APPOINTMENT_TOPICS.map((topic) => ({
          value: topic,
          label: t(`appointment|topic_${topic}`),
        }))}
        required
      />
      <RadioGroup
        {...field('meeting')}
        className="wide"
        legend={t('appointment|meetingLegend')}
        options={APPOINTMENT_MEETINGS.map((meeting) => ({
          value: meeting,
          label: t(`appointment|meeting_${meeting}`),
        }))}
        required
        inline
      />
      <div className="wide" aria-live="polite">
        {state.status === 'loading' && (
          <FormNote role="status">{t('appointment|loadingSlots')}</FormNote>
        )}
        {state.status === 'error' && (
          <FormAlert role="alert">
            {t('appointment|slotsFailed')}{' '}
            <Button type="button" variant="secondary" onClick={() => void reload()}>
              {t('appointment|retry')}
            </Button>
          </FormAlert>
        )}
        {state.status === 'ready' && days.length === 0 && (
          <FormAlert role="alert">{t('appointment|noSlots')}</FormAlert>
        )}
      </div>
      <SelectField
        {...field('day')}
        label={t('appointment|dayLabel')}
        placeholder={t('appointment|choose')}
        onChange={(event) => {
          formik.handleChange(event);
          void formik.setFieldValue('slot', '', false);
        }}
        options={days.map((day) => ({
          value: day.day,
          label: formatDate(`${day.day}T12:00:00Z`, language, { weekday: true, year: false }),
        }))}
        disabled={days.length === 0}
        required
      />
      <SelectField
        {...field('slot')}
        label={t('appointment|timeLabel')}
        placeholder={chosenDay ? t('appointment|choose') : t('appointment|chooseDayFirst')}
        options={(chosenDay?.slots ?? []).map((slot) => ({
          value: slot.start,
          label: `${formatTime(slot.start)}–${formatTime(slot.end)}`,
        }))}
        hint={t('appointment|timeHint')}
        required
      />
      <NameField {...field('name')} label={t('appointment|nameLabel')} required />
      <EmailField {...field('email')} label={t('appointment|emailLabel')} required />
      <PhoneField {...field('phone')} label={t('appointment|phoneLabel')} required />
      <KennitalaField
        {...field('ssn')}
        label={t('appointment|ssnLabel')}
        hint={t('appointment|ssnHint')}
      />
      <TextAreaField
        {...field('note')}
        className="wide"
        label={t('appointment|noteLabel')}
        hint={t('appointment|noteHint')}
        limit={APPOINTMENT_NOTE_MAX_LENGTH}
      />
    </PublicFormBody>
  );
}
