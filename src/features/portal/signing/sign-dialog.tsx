import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, TextField, VisuallyHidden } from '../../../components';
import type { SignableDocument, SignedDocument } from '../../../domain/api/signing';
import { mobileSigningSchema } from '../../../domain/forms/signing';
import { validateWith } from '../../../domain/forms/validate';
import { applyMask, PHONE_MASK } from '../../../domain/masks';
import { normalizeLocalPhone } from '../../../domain/phone';
import { ApiError, errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { localized } from '../shared/format';
import { useDownloadSigned, useMobileSigningStatus, useStartMobileSigning } from './api';
import { theme } from '../../../components/theme';

const Lead = styled.p`
  margin-top: 0;
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(3)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;

const CodeBox = styled.div`
  margin: ${theme.space(4)} 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.brandLight};
  text-align: center;
  p {
    margin: 0;
  }
`;

const Code = styled.strong`
  display: block;
  margin-top: ${theme.space(2)};
  font-size: 2.25rem;
  letter-spacing: 0.3em;
  color: ${theme.colors.brand};
`;

const Outcome = styled.div<{ $tone: 'success' | 'error' }>`
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.error)};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? '#e3f3ea' : theme.colors.errorBackground};
  p {
    margin: 0;
  }
`;

type Step =
  | { kind: 'form' }
  | { kind: 'waiting'; requestId: string; verificationCode: string }
  | { kind: 'signed'; document: SignedDocument }
  | { kind: 'failed'; message: string };

/** Field errors are message keys (src/domain/forms/message-keys.ts); they live in the default group. */
const fieldError = (key: string | undefined) => (key ? `default|${key}` : undefined);

/**
 * Signing one document with mobile electronic ID: the phone number, then the verification code
 * to compare with the phone while the screen waits for approval, then the outcome. Every change
 * of step is said in the live region, so a screen reader hears the code and the result.
 */
export function SignDialog({
  document,
  language,
  defaultPhone,
  onClose,
}: {
  /** The document to sign: its id and title are all the dialog needs. */
  document: Pick<SignableDocument, 'id' | 'title'>;
  language: Language;
  defaultPhone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const title = localized(document.title, language);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [phone, setPhone] = useState(() =>
    applyMask(normalizeLocalPhone(defaultPhone) ?? '', PHONE_MASK),
  );
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const start = useStartMobileSigning();
  const status = useMobileSigningStatus(step.kind === 'waiting' ? step.requestId : null);
  const download = useDownloadSigned();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step.kind !== 'waiting') return;
    const result = status.data;
    if (result?.status === 'signed') setStep({ kind: 'signed', document: result.document });
    else if (result && result.status !== 'pending')
      setStep({ kind: 'failed', message: t(`signing|outcome.${result.status}`) });
    else if (status.isError) setStep({ kind: 'failed', message: errorMessage(status.error, i18n) });
  }, [step.kind, status.data, status.isError, status.error, t, i18n]);

  useEffect(() => {
    if (step.kind === 'signed' || step.kind === 'failed') outcomeRef.current?.focus();
  }, [step.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const valid = await validateWith(mobileSigningSchema, { phone });
    if (!valid.ok) {
      setPhoneError(fieldError(valid.errors.phone?.[0]));
      return;
    }
    setPhoneError(undefined);
    start.mutate(
      { id: document.id, phone: valid.value.phone },
      {
        onSuccess: (result) =>
          setStep({
            kind: 'waiting',
            requestId: result.requestId,
            verificationCode: result.verificationCode,
          }),
        onError: (error) => {
          const fromServer = error instanceof ApiError ? error.fieldErrors.phone?.[0] : undefined;
          if (fromServer) setPhoneError(fieldError(fromServer));
          else setFormError(errorMessage(error, i18n));
        },
      },
    );
  }

  return (
    <Modal
      title={t('signing|dialogTitle', { title })}
      name="signing"
      onClose={onClose}
      closeOnBackdropClick={false}
    >
      <div role="status" aria-live="polite">
        {step.kind === 'waiting' && (
          <CodeBox data-testid="verification">
            <p>{t('signing|waitingText')}</p>
            <VisuallyHidden>
              {t('signing|codeLabel', { code: step.verificationCode.split('').join(' ') })}
            </VisuallyHidden>
            <Code aria-hidden="true">{step.verificationCode}</Code>
            <p>{t('signing|waiting')}</p>
          </CodeBox>
        )}
      </div>

      {step.kind === 'form' && (
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Lead>{t('signing|dialogIntro')}</Lead>
          <TextField
            name="phone"
            label={t('signing|phoneLabel')}
            hint={t('signing|phoneHint')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            mask={PHONE_MASK}
            value={phone}
            required
            touched={phoneError !== undefined}
            error={phoneError}
            onChange={(event) => setPhone(event.target.value)}
          />
          {formError && (
            <Outcome $tone="error" role="alert">
              <p>{formError}</p>
            </Outcome>
          )}
          <Buttons>
            <Button type="submit" loading={start.isPending}>
              {t('signing|sendRequest')}
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('signing|cancel')}
            </Button>
          </Buttons>
        </Form>
      )}

      {step.kind === 'waiting' && (
        <Buttons>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('signing|cancel')}
          </Button>
        </Buttons>
      )}

      {step.kind === 'signed' && (
        <>
          <Outcome $tone="success" ref={outcomeRef} tabIndex={-1} role="alert">
            <p>{t('signing|signedText', { title })}</p>
          </Outcome>
          <Buttons>
            <Button
              type="button"
              loading={download.isPending}
              onClick={() => download.mutate({ document: step.document, lang: language })}
            >
              {t('signing|downloadSigned')}
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('signing|close')}
            </Button>
          </Buttons>
          {download.isError && <p role="alert">{errorMessage(download.error, i18n)}</p>}
        </>
      )}

      {step.kind === 'failed' && (
        <>
          <Outcome $tone="error" ref={outcomeRef} tabIndex={-1} role="alert">
            <p>{step.message}</p>
          </Outcome>
          <Buttons>
            <Button type="button" onClick={() => setStep({ kind: 'form' })}>
              {t('signing|tryAgain')}
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('signing|close')}
            </Button>
          </Buttons>
        </>
      )}
    </Modal>
  );
}
