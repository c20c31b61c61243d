import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormGrid, FormThankYou, Link } from '../../components';
import type { CaseCreated } from '../../domain/api/case';
import { ApiError, call } from '../../lib/api';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';

export const Form = styled(FormGrid)`
  fieldset {
    min-width: 0;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
    border: 0;
  }
  legend {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
  h2 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
    font-size: 1.15rem;
  }
`;

export const Wrap = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;
`;

/** Focuses the first field, in the order the form shows them, that has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: object): void {
  const names = new Set(Object.keys(errors));
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.has(element.getAttribute('name') ?? ''),
  );
  first?.focus();
}

export type Failure =
  'publicForms|submitError' | 'publicForms|networkError' | 'publicForms|tooManyRequests';

/**
 * Sends a JSON form that opens a case. Nothing is cleared on failure: the values stay in the form
 * and the message says whether the network dropped, the sender has sent too much for now, or
 * something failed on our side; the server's field errors come back by field.
 */
export function useCaseFormSend(path: string, language: Language) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<CaseCreated | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  async function send(
    values: Record<string, unknown>,
    website: string,
  ): Promise<Record<string, string> | null> {
    setFailure(null);
    try {
      const created = await call<CaseCreated>(path, {
        method: 'POST',
        payload: { ...values, lang: language, ...(website ? { website } : {}) },
      });
      setSent(created);
      window.setTimeout(() => thanksRef.current?.focus(), 0);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        setFailure('publicForms|networkError');
        return null;
      }
      setFailure(error.status === 429 ? 'publicForms|tooManyRequests' : 'publicForms|submitError');
      return Object.fromEntries(
        Object.entries(error.fieldErrors)
          .filter(([, messages]) => Array.isArray(messages) && typeof messages[0] === 'string')
          .map(([name, messages]) => [name, messages[0]!]),
      );
    }
  }

  return { failure, sent, send, thanksRef };
}

/** The thank-you view: the case number, the mail on its way, and the way back to the front page. */
export function CaseThankYou({
  id,
  heading,
  text,
  language,
  thanksRef,
}: {
  id: string;
  heading: string;
  text: string;
  language: Language;
  thanksRef: RefObject<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  return (
    <FormThankYou aria-labelledby={id}>
      <h2 id={id} ref={thanksRef} tabIndex={-1}>
        {heading}
      </h2>
      <p>{text}</p>
      <Link href={paths.home(language)}>{t('publicForms|backToFront')}</Link>
    </FormThankYou>
  );
}
