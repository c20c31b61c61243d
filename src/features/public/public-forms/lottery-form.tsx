import { useTranslation } from 'react-i18next';
import { useEffect, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Checkbox, FormNote } from '../../../components';
import type { LotteryEntryCreated } from '../../../domain/api/lottery';
import { FORM_API } from '../../../domain/api/form-paths';
import { calendarEntrySchema, lotteryEntrySchema } from '../../../domain/forms/lottery';
import { formatDate } from '../../../domain/format';
import {
  CALENDAR_DRAWS,
  CURRENT_DRAW,
  isCalendarDrawOpen,
  isDrawOpen,
} from '../../../domain/lottery';
import type { Language } from '../../../lib/i18n';
import {
  ChoiceGroup,
  EmailField,
  FormThanks,
  NameField,
  PhoneField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { addPublicFormTexts, PUBLIC_FORM_TEXTS } from './texts';
import { theme } from '../../../components/theme';

addPublicFormTexts();

const Choice = styled.label`
  display: flex;
  gap: ${theme.space(2)};
  align-items: center;
  margin: 0 0 ${theme.space(2)};
  input {
    width: 20px;
    height: 20px;
  }
`;

type Values = { name: string; email: string; phone: string; answer: string; consent: boolean };

/**
 * An entry from a Christmas calendar door: that day's draw, the door game's score as the answer
 * (the door asked its own questions), and the door's own end screen once the entry is in.
 */
export type CalendarEntry = {
  day: number;
  score: string;
  endScreen: (thanksRef: RefObject<HTMLHeadingElement>) => ReactNode;
  /** Told once the entry is in, so the door can take away what no longer applies. */
  onEntered?: () => void;
};

/**
 * The current prize draw: its question, and who enters; after the closing time, that it closed.
 * Given a calendar door, the same form enters that door's draw instead, without the question.
 */
export function LotteryForm({
  language,
  calendar,
  now = new Date(),
}: {
  language: Language;
  calendar?: CalendarEntry;
  now?: Date;
}) {
  const { t } = useTranslation();
  const form = usePublicForm<Values, LotteryEntryCreated>({
    path: FORM_API.lotteryGame,
    language,
    schema: calendar ? calendarEntrySchema : lotteryEntrySchema,
    initialValues: {
      name: '',
      email: '',
      phone: '',
      answer: calendar?.score ?? '',
      consent: false,
    },
    texts: PUBLIC_FORM_TEXTS,
    toRequest: (values) => ({
      ...(calendar ? calendarEntrySchema : lotteryEntrySchema).cast(values),
      ...(calendar ? { calendarDay: calendar.day } : {}),
    }),
  });
  const { field, formik } = form;
  const entered = form.sent !== null;
  const onEntered = calendar?.onEntered;
  useEffect(() => {
    if (entered) onEntered?.();
  }, [entered, onEntered]);

  const closesAt = calendar ? CALENDAR_DRAWS.closesAt : CURRENT_DRAW.closesAt;
  if (calendar ? !isCalendarDrawOpen(calendar.day, now) : !isDrawOpen(CURRENT_DRAW, now))
    return (
      <FormNote role="status">
        {t('publicForms|drawClosed', { date: formatDate(closesAt, language) })}
      </FormNote>
    );

  return (
    <PublicFormBody
      form={form}
      note={
        calendar
          ? t('publicForms|calendarDrawNote', {
              date: formatDate(CALENDAR_DRAWS.drawnOn, language),
            })
          : t('publicForms|drawPrize', {
              prize: CURRENT_DRAW.prize[language],
              date: formatDate(CURRENT_DRAW.closesAt, language),
            })
      }
      submitLabel={t('publicForms|drawSubmit')}
      thanks={() =>
        calendar ? (
          calendar.endScreen(form.thanksRef)
        ) : (
          <FormThanks
            form={form}
            id="draw-thanks"
            heading={t('publicForms|drawThanksHeading')}
            text={t('publicForms|drawThanksText', {
              date: formatDate(CURRENT_DRAW.closesAt, language),
            })}
          />
        )
      }
    >
      {!calendar && (
        <ChoiceGroup
          errorId="draw-answer-error"
          legend={CURRENT_DRAW.question[language]}
          error={form.groupError('answer')}
        >
          {CURRENT_DRAW.options.map((option) => (
            <Choice key={option.id}>
              <input
                type="radio"
                name="answer"
                value={option.id}
                checked={formik.values.answer === option.id}
                onChange={formik.handleChange}
              />
              {option[language]}
            </Choice>
          ))}
        </ChoiceGroup>
      )}
      <NameField {...field('name')} label={t('publicForms|nameLabel')} required />
      <EmailField {...field('email')} label={t('publicForms|emailLabel')} required />
      <PhoneField
        {...field('phone')}
        label={t('publicForms|phoneLabel')}
        hint={t('publicForms|phoneHint')}
        required
      />
      <Checkbox
        className="wide"
        {...form.checkbox('consent')}
        label={t(calendar ? 'publicForms|calendarConsentLabel' : 'publicForms|drawConsentLabel')}
        required
      />
    </PublicFormBody>
  );
}
