import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { theme } from '../../../components/theme';
import {
  useAppSigningFinish,
  useDownloadSigned,
  useMobileSigningStatus,
  useStartAppSigning,
  useStartMobileSigning,
} from './api';
import { AppLinkQr } from './app-link-qr';
import { WriteButton } from '../shared/may-write';

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

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin: ${theme.space(2)} 0 0;
  color: ${theme.colors.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.colors.border};
  }
`;

/** The QR code is for a desktop, where the phone scans it; a phone follows the link itself. */
const Qr = styled.figure`
  margin: ${theme.space(4)} auto 0;
  width: min(14rem, 100%);
  text-align: center;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    margin-top: ${theme.space(2)};
  }
  @media (max-width: 640px), (pointer: coarse) {
    display: none;
  }
`;

const AppLink = styled.a`
  display: inline-block;
  margin-top: ${theme.space(4)};
  font-weight: 600;
`;

type Step =
  | { kind: 'form' }
  | { kind: 'waiting'; requestId: string; verificationCode: string }
  /** Opened in the e-ID app from this dialog: the code, the app link and its QR code. */
  | { kind: 'app'; reference: string; appLink: string; verificationCode: string }
  /** Back from the e-ID app (the return address named the request): its answer is being read. */
  | { kind: 'returned'; reference: string }
  | { kind: 'signed'; document: SignedDocument }
  | { kind: 'failed'; message: string };

/** Field errors are message keys (src/domain/forms/message-keys.ts); they live in the default group. */
const fieldError = (key: string | undefined) => (key ? `default|${key}` : undefined);

/**
 * Signing one document with mobile electronic ID, one of two ways: the phone number, then the
 * verification code to compare with the phone while the screen waits for approval; or in the
 * e-ID app, opened by a link on a phone or a QR code on a desktop, after which the app returns the
 * browser here (`appReference`) or this window sees the answer itself. Then the outcome. Every
 * change of step is said in the live region, so a screen reader hears the code and the result.
 */
export function SignDialog({
  document,
  appReference,
  language,
  defaultPhone,
  onClose,
}: {
  /** The document to sign: its id and title are all the dialog needs. */
  document?: Pick<SignableDocument, 'id' | 'title'>;
  /** Back from the e-ID app: the request to finish, when there is no document to start with. */
  appReference?: string;
  language: Language;
  defaultPhone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>(() =>
    appReference ? { kind: 'returned', reference: appReference } : { kind: 'form' },
  );
  const titled = document ?? (step.kind === 'signed' ? step.document : undefined);
  const title = titled ? localized(titled.title, language) : '';
  const [phone, setPhone] = useState(() =>
    applyMask(normalizeLocalPhone(defaultPhone) ?? '', PHONE_MASK),
  );
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const start = useStartMobileSigning();
  const status = useMobileSigningStatus(step.kind === 'waiting' ? step.requestId : null);
  const startApp = useStartAppSigning();
  const appAnswer = useAppSigningFinish(
    step.kind === 'app' || step.kind === 'returned' ? step.reference : null,
  );
  const download = useDownloadSigned();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step.kind !== 'app' && step.kind !== 'returned') return;
    if (appAnswer.data?.status === 'signed')
      setStep({ kind: 'signed', document: appAnswer.data.document });
    else if (appAnswer.isError)
      setStep({ kind: 'failed', message: errorMessage(appAnswer.error, i18n) });
  }, [step.kind, appAnswer.data, appAnswer.isError, appAnswer.error, i18n]);

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
    if (!document) return;
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

  function signInApp() {
    if (!document) return;
    setFormError(undefined);
    startApp.mutate(
      // The app returns to the portal in the language it is shown in now.
      { id: document.id, lang: language },
      {
        onSuccess: (result) =>
          setStep({
            kind: 'app',
            reference: result.reference,
            appLink: result.appLink,
            verificationCode: result.verificationCode,
          }),
        onError: (error) => setFormError(errorMessage(error, i18n)),
      },
    );
  }

  const verification = step.kind === 'waiting' || step.kind === 'app' ? step : undefined;

  return (
    <Modal
      title={title ? t('signing|dialogTitle', { title }) : t('signing|appReturnTitle')}
      name="signing"
      onClose={onClose}
      closeOnBackdropClick={false}
    >
      <div role="status" aria-live="polite">
        {verification && (
          <CodeBox data-testid="verification">
            <p>{t(step.kind === 'app' ? 'signing|appWaitingText' : 'signing|waitingText')}</p>
            <VisuallyHidden>
              {t('signing|codeLabel', { code: verification.verificationCode.split('').join(' ') })}
            </VisuallyHidden>
            <Code aria-hidden="true">{verification.verificationCode}</Code>
            <p>{t('signing|waiting')}</p>
          </CodeBox>
        )}
        {step.kind === 'returned' && <p>{t('signing|appReturnWaiting')}</p>}
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
            <WriteButton type="submit" loading={start.isPending}>
              {t('signing|sendRequest')}
            </WriteButton>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('signing|cancel')}
            </Button>
          </Buttons>
          <Or>{t('signing|or')}</Or>
          <WriteButton
            type="button"
            variant="secondary"
            loading={startApp.isPending}
            onClick={signInApp}
          >
            {t('signing|signInApp')}
          </WriteButton>
        </Form>
      )}

      {step.kind === 'app' && (
        <>
          <Qr>
            <AppLinkQr link={step.appLink} label={t('signing|appQrLabel')} />
            <figcaption>{t('signing|appQrCaption')}</figcaption>
          </Qr>
          <AppLink href={step.appLink}>{t('signing|appOpen')}</AppLink>
        </>
      )}

      {(step.kind === 'waiting' || step.kind === 'app' || step.kind === 'returned') && (
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
            {document && (
              <Button type="button" onClick={() => setStep({ kind: 'form' })}>
                {t('signing|tryAgain')}
              </Button>
            )}
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('signing|close')}
            </Button>
          </Buttons>
        </>
      )}
    </Modal>
  );
}
