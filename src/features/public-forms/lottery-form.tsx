import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, FormNote } from '../../components';
import type { LotteryEntryCreated } from '../../domain/api/lottery';
import { FORM_API } from '../../domain/api/form-paths';
import { lotteryEntrySchema } from '../../domain/forms/lottery';
import { formatDate } from '../../domain/format';
import { CURRENT_DRAW, isDrawOpen } from '../../domain/lottery';
import type { Language } from '../../lib/i18n';
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

addPublicFormTexts();

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  input {
    width: 20px;
    height: 20px;
  }
`;

type Values = { name: string; email: string; phone: string; answer: string; consent: boolean };

/** The current prize draw: its question, and who enters; after the closing time, that it closed. */
export function LotteryForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = usePublicForm<Values, LotteryEntryCreated>({
    path: FORM_API.lotteryGame,
    language,
    schema: lotteryEntrySchema,
    initialValues: { name: '', email: '', phone: '', answer: '', consent: false },
    texts: PUBLIC_FORM_TEXTS,
  });
  const { field, formik } = form;

  if (!isDrawOpen(CURRENT_DRAW, new Date()))
    return (
      <FormNote role="status">
        {t('publicForms|drawClosed', { date: formatDate(CURRENT_DRAW.closesAt, language) })}
      </FormNote>
    );

  return (
    <PublicFormBody
      form={form}
      note={t('publicForms|drawPrize', {
        prize: CURRENT_DRAW.prize[language],
        date: formatDate(CURRENT_DRAW.closesAt, language),
      })}
      submitLabel={t('publicForms|drawSubmit')}
      thanks={() => (
        <FormThanks
          form={form}
          id="draw-thanks"
          heading={t('publicForms|drawThanksHeading')}
          text={t('publicForms|drawThanksText', {
            date: formatDate(CURRENT_DRAW.closesAt, language),
          })}
        />
      )}
    >
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
        label={t('publicForms|drawConsentLabel')}
        required
      />
    </PublicFormBody>
  );
}
