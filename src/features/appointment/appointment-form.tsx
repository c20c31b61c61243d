import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import {
  Button,
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
import { APPOINTMENT_SLOT_TAKEN, CASE_API, SSN_NOT_FOUND } from '../../domain/api/case-paths';
import type { AppointmentCreated, AppointmentRequest } from '../../domain/api/case';
import { formatDate, formatTime } from '../../domain/format';
import { PHONE_MASK } from '../../domain/masks';
import {
  APPOINTMENT_MEETINGS,
  APPOINTMENT_NOTE_MAX_LENGTH,
  APPOINTMENT_TOPICS,
  SLOT_UNAVAILABLE,
  appointmentSchema,
  type AppointmentForm,
} from '../../domain/forms/appointment';
import { MESSAGE_KEYS } from '../../domain/forms/message-keys';
import { ApiError, call } from '../../lib/api';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
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

type Failure = 'appointment|submitErrorMessage' | 'appointment|tooManyRequests';
const FIELDS = [
  'topic',
  'meeting',
  'day',
  'slot',
  'name',
  'email',
  'phone',
  'ssn',
  'note',
] as const;
type TextFieldName = 'name' | 'email' | 'phone' | 'ssn' | 'note';

/**
 * Book a half-hour with an adviser: what about, at the office or by phone, a day and a free time
 * from the server, and who is coming. A time someone else took first is said so at the time field,
 * the list is fetched again and everything else stays as typed.
 */
export function AppointmentForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { state, reload } = useFreeSlots();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [booked, setBooked] = useState<{ caseNumber: string; email: string; when: string } | null>(
    null,
  );
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const formik = useFormik<Values>({
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
    validationSchema: formSchema,
    validateOnChange: false,
    // Errors change only on send: one vanishing on blur as the pointer goes down on the button
    // would move the button from under it, and the click would be lost.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const slotRefused = async (message: string) => {
        await helpers.setFieldValue('slot', '', false);
        helpers.setFieldTouched('slot', true, false);
        helpers.setFieldError('slot', message);
        await reload();
        window.setTimeout(
          () => formRef.current?.querySelector<HTMLElement>('[name="slot"]')?.focus(),
          0,
        );
      };
      try {
        const { day: _day, ...rest } = values;
        const request: AppointmentRequest = {
          ...(appointmentSchema.cast(rest) as AppointmentForm),
          lang: language,
          ...(website ? { website } : {}),
        };
        const created = await call<AppointmentCreated>(CASE_API.requestAppointment, {
          method: 'POST',
          payload: request,
        });
        setBooked({
          caseNumber: created.caseNumber,
          email: values.email.trim(),
          when: formatDate(created.start, language, { weekday: true, time: true }),
        });
        window.setTimeout(() => thanksRef.current?.focus(), 0);
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === APPOINTMENT_SLOT_TAKEN)
          return slotRefused('appointment|slotTaken');
        if (error instanceof ApiError && error.fieldErrors.slot?.[0] === SLOT_UNAVAILABLE)
          return slotRefused('appointment|slotUnavailable');
        if (error instanceof ApiError && error.fieldErrors.ssn?.[0] === SSN_NOT_FOUND) {
          helpers.setFieldError('ssn', 'appointment|ssnNotFound');
          formRef.current?.querySelector<HTMLElement>('[name="ssn"]')?.focus();
          return;
        }
        setFailure(
          error instanceof ApiError && error.status === 429
            ? 'appointment|tooManyRequests'
            : 'appointment|submitErrorMessage',
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

  if (booked)
    return (
      <FormThankYou aria-labelledby="appointment-thanks">
        <h2 id="appointment-thanks" ref={thanksRef} tabIndex={-1}>
          {t('appointment|thankYouHeading')}
        </h2>
        <p>{t('appointment|thankYouText', booked)}</p>
        <Link href={paths.home(language)}>{t('appointment|backToFront')}</Link>
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
  const days = state.status === 'ready' ? state.days : [];
  const chosenDay = days.find((day) => day.day === formik.values.day);

  return (
    <FormGrid ref={formRef} noValidate onSubmit={submit}>
      <FormNote className="wide">{t('appointment|requiredNote')}</FormNote>
      <SelectField
        className="wide"
        name="topic"
        label={t('appointment|topicLabel')}
        placeholder={t('appointment|choose')}
        value={formik.values.topic}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        options={APPOINTMENT_TOPICS.map((topic) => ({
          value: topic,
          label: t(`appointment|topic_${topic}`),
        }))}
        touched={formik.touched.topic}
        error={formik.errors.topic}
        required
      />
      <RadioGroup
        className="wide"
        name="meeting"
        legend={t('appointment|meetingLegend')}
        value={formik.values.meeting}
        onChange={formik.handleChange}
        options={APPOINTMENT_MEETINGS.map((meeting) => ({
          value: meeting,
          label: t(`appointment|meeting_${meeting}`),
        }))}
        touched={formik.touched.meeting}
        error={formik.errors.meeting}
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
        name="day"
        label={t('appointment|dayLabel')}
        placeholder={t('appointment|choose')}
        value={formik.values.day}
        onChange={(event) => {
          formik.handleChange(event);
          void formik.setFieldValue('slot', '', false);
        }}
        onBlur={formik.handleBlur}
        options={days.map((day) => ({
          value: day.day,
          label: formatDate(`${day.day}T12:00:00Z`, language, { weekday: true, year: false }),
        }))}
        disabled={days.length === 0}
        touched={formik.touched.day}
        error={formik.errors.day}
        required
      />
      <SelectField
        name="slot"
        label={t('appointment|timeLabel')}
        placeholder={chosenDay ? t('appointment|choose') : t('appointment|chooseDayFirst')}
        value={formik.values.slot}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        options={(chosenDay?.slots ?? []).map((slot) => ({
          value: slot.start,
          label: `${formatTime(slot.start)}–${formatTime(slot.end)}`,
        }))}
        hint={t('appointment|timeHint')}
        touched={formik.touched.slot}
        error={formik.errors.slot}
        required
      />
      <TextField
        {...field('name')}
        label={t('appointment|nameLabel')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('email')}
        type="email"
        label={t('appointment|emailLabel')}
        autoComplete="email"
        required
      />
      <TextField
        {...field('phone')}
        type="tel"
        label={t('appointment|phoneLabel')}
        mask={PHONE_MASK}
        inputMode="tel"
        autoComplete="tel-national"
        required
      />
      <TextField
        {...field('ssn')}
        label={t('appointment|ssnLabel')}
        hint={t('appointment|ssnHint')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
      />
      <TextAreaField
        {...field('note')}
        className="wide"
        label={t('appointment|noteLabel')}
        hint={t('appointment|noteHint')}
        limit={APPOINTMENT_NOTE_MAX_LENGTH}
      />
      <HoneypotField label={t('appointment|websiteLabel')} value={website} onChange={setWebsite} />
      <div className="wide" aria-live="assertive">
        {failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={formik.isSubmitting}>
          {failure ? t('appointment|retry') : t('appointment|submit')}
        </Button>
      </div>
    </FormGrid>
  );
}
