import { useTranslation } from 'react-i18next';
import type { ChangeEventHandler, FormEventHandler, ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  FormAlert,
  FormGrid,
  FormNote,
  FormThankYou,
  HoneypotField,
  Link,
} from '../../../components';
import type { PublicFormState } from './use-public-form';
import { choiceFieldsetStyles } from '../../../components/field-parts';
import { theme } from '../../../components/theme';

/** The public forms' grid, with room above a heading that splits a form in parts. */
export const Form = styled(FormGrid)`
  > h2 {
    margin: ${theme.space(2)} 0 ${theme.space(3)};
    font-size: 1.15rem;
  }
`;

/** A group of choices under one legend, its choices in two columns from phones up. */
export const ChoiceFieldset = styled.fieldset`
  ${choiceFieldsetStyles}
  .choices {
    display: grid;
    gap: 0 ${theme.space(4)};
    ${theme.up('sm')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

export const FieldProblem = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colors.error};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** A group's legend with the required mark, its choices, and its error said by the group. */
export function ChoiceGroup({
  errorId,
  legend,
  error,
  required = true,
  children,
}: {
  errorId: string;
  legend: ReactNode;
  error: string | undefined;
  /** Marks the legend with the required mark (most groups ask for at least one choice). */
  required?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceFieldset
      className="wide"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {children}
      {error && (
        <FieldProblem id={errorId} role="alert">
          {t(error)}
        </FieldProblem>
      )}
    </ChoiceFieldset>
  );
}

/** Ticks for a list of values (what to insure, say): one checkbox each, in two columns. */
export function CheckboxGroup({
  name,
  chosen,
  options,
  onChange,
  ...group
}: {
  name: string;
  errorId: string;
  legend: ReactNode;
  error: string | undefined;
  required?: boolean;
  chosen: readonly string[];
  options: readonly { value: string; label: string }[];
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <ChoiceGroup {...group}>
      <div className="choices">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={onChange}
          />
        ))}
      </div>
    </ChoiceGroup>
  );
}

/** The end of every public form: the spam trap, the failure said aloud, and the send button. */
export function FormEnd({ form, submitLabel }: { form: PublicFormState; submitLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <HoneypotField
        label={t(form.texts.websiteLabel)}
        value={form.website}
        onChange={form.setWebsite}
      />
      <div className="wide" aria-live="assertive">
        {form.failure && <FormAlert role="alert">{t(form.failure)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={form.sending}>
          {form.failure ? t(form.texts.retry) : submitLabel}
        </Button>
      </div>
    </>
  );
}

/** The thank-you view in place of the form; its heading takes the focus once it shows. */
export function FormThanks({
  form,
  id,
  heading,
  headingLevel: Heading = 'h2',
  text,
  back,
}: {
  form: Pick<PublicFormState, 'thanksRef'>;
  id: string;
  heading: string;
  /** The page has its own h1; a dialog has its title, so the view's heading is an h3 there. */
  headingLevel?: 'h2' | 'h3';
  text: string;
  /** The way on, usually back to the front page. */
  back?: { href: string; label: string };
}) {
  return (
    <FormThankYou aria-labelledby={id}>
      <Heading id={id} ref={form.thanksRef} tabIndex={-1}>
        {heading}
      </Heading>
      <p>{text}</p>
      {back && <Link href={back.href}>{back.label}</Link>}
    </FormThankYou>
  );
}

/**
 * A public form from its note on required fields to its send button, or, once it is sent, the
 * thank-you view made from the server's answer.
 */
export function PublicFormBody<Created>({
  form,
  note,
  submitLabel,
  thanks,
  children,
}: {
  form: PublicFormState & {
    sent: Created | null;
    formRef: RefObject<HTMLFormElement>;
    submit: FormEventHandler<HTMLFormElement>;
  };
  note: ReactNode;
  submitLabel: string;
  thanks: (sent: Created) => ReactNode;
  children: ReactNode;
}) {
  if (form.sent) return <>{thanks(form.sent)}</>;
  return (
    <Form ref={form.formRef} noValidate onSubmit={form.submit}>
      <FormNote className="wide">{note}</FormNote>
      {children}
      <FormEnd form={form} submitLabel={submitLabel} />
    </Form>
  );
}
