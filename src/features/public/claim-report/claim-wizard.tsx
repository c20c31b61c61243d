import { useTranslation } from 'react-i18next';
import { FormikProvider, useFormik, type FormikErrors } from 'formik';
import { Suspense, lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormAlert, LoadingDots, TextField } from '../../../components';
import type { ClaimReported } from '../../../domain/api/claim-report';
import { todayInIceland } from '../../../domain/calendar';
import {
  CLAIM_DRAFT_DAYS,
  CLAIM_REPORT_STEPS,
  isClaimReportType,
  type ClaimReportStep,
} from '../../../domain/forms/claim-report-questions';
import { ApiError } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { sendResumeLink, submitDraft, type DraftHandle } from './api';
import { TypeStep } from './type-step';
import { useClaimDraft } from './use-claim-draft';
import {
  EMPTY_VALUES,
  nestedErrors,
  setNestedObjectValues,
  stepOfError,
  type ClaimValues,
} from './values';
import { theme } from '../../../components/theme';
import { useServicePhoneText } from '../layout';

/** The steps after the first and the step rules (later-steps.ts); a step is drawn once they are there. */
const laterSteps = () => import(/* webpackChunkName: "claim-report-later-steps" */ './later-steps');
type LaterSteps = Awaited<ReturnType<typeof laterSteps>>;
const laterStep = <Name extends Exclude<keyof LaterSteps, 'checkStep'>>(name: Name) =>
  lazy(async () => ({ default: (await laterSteps())[name] }));
const ReporterStep = laterStep('ReporterStep');
const PolicyStep = laterStep('PolicyStep');
const IncidentStep = laterStep('IncidentStep');
const DamagesStep = laterStep('DamagesStep');
const PayoutStep = laterStep('PayoutStep');
const FilesStep = laterStep('FilesStep');
const ReviewStep = laterStep('ReviewStep');

const Progress = styled.ol`
  display: flex;
  gap: ${theme.space(1)};
  margin: 0 0 ${theme.space(2)};
  padding: 0;
  list-style: none;
  li {
    flex: 1;
    height: 6px;
    border-radius: 3px;
    background: ${theme.colors.border};
  }
  li[data-state='done'],
  li[data-state='current'] {
    background: ${theme.colors.brand};
  }
`;

const StepHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(3)};
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: ${theme.space(3)};
  h2 {
    margin: 0;
    &:focus {
      outline: none;
    }
  }
  .meta {
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const Panel = styled.form`
  max-width: 48rem;
  .problem {
    color: ${theme.colors.error};
    font-weight: 600;
  }
  h3 {
    margin: ${theme.space(2)} 0 ${theme.space(3)};
  }
  .hint {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
    font-weight: 400;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  justify-content: space-between;
  margin-top: ${theme.space(4)};
`;

// Holds the whole step, so that one attribute makes it unanswerable while a draft is looked for.
const Answerable = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: center;
  justify-content: space-between;
  max-width: 48rem;
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.info};
  background: ${theme.colors.surface};
  p {
    margin: 0;
  }
`;

const Later = styled.details`
  max-width: 48rem;
  margin-top: ${theme.space(5)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  summary {
    font-weight: 600;
    cursor: pointer;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space(2)};
    align-items: flex-end;
    margin-top: ${theme.space(3)};
  }
`;

const Done = styled.section`
  max-width: 48rem;
  h2:focus {
    outline: none;
  }
  .number {
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

/**
 * Reporting a claim, step by step: the type, who reports, the policy, what happened, the damage,
 * the payout account, photos and documents, and a review. Each step is checked with the same
 * rules the server applies on submit; every change is kept in the draft as it is typed.
 */
export function ClaimWizard({ language }: { language: Language }) {
  const { t } = useTranslation();
  const phoneText = useServicePhoneText();
  const draft = useClaimDraft(language);
  const [step, setStep] = useState<ClaimReportStep>('type');
  const [failure, setFailure] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [reported, setReported] = useState<ClaimReported | null>(null);
  const [restoredNotice, setRestoredNotice] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayInIceland();

  const formik = useFormik<ClaimValues>({
    initialValues: EMPTY_VALUES,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });
  const { values } = formik;

  // The later steps' code, asked for once the wizard is on screen (see later-steps.ts).
  useEffect(() => void laterSteps(), []);

  // A draft found again (the link, this browser, the portal) fills the form where it was left.
  useEffect(() => {
    if (draft.phase !== 'ready') return;
    const { restored, profile } = draft;
    if (restored) {
      void formik.setValues(restored.values, false);
      setStep(restored.step);
      setRestoredNotice(true);
    }
    if (profile) {
      const base = restored?.values ?? EMPTY_VALUES;
      const reporter = base.reporter;
      // A proxy or a company's representative reports in their own name, for the party they act
      // for; everyone else reports for themselves (or names someone else on the step).
      const person = profile.representative ?? profile;
      void formik.setFieldValue(
        'reporter',
        {
          ...reporter,
          name: reporter.name || person.name,
          kennitala: person.kennitala,
          email: reporter.email || person.email,
          phone: reporter.phone || person.phone,
          ...(profile.representative
            ? { role: 'other', insuredName: profile.name, insuredKennitala: profile.kennitala }
            : {}),
        },
        false,
      );
    }
    // Only when the draft has been looked for, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.phase]);

  // Everything typed is remembered at once and saved shortly after.
  const { remember } = draft;
  useEffect(() => {
    if (draft.phase === 'ready' && values.type) remember(values, step);
  }, [values, step, remember, draft.phase]);

  const index = CLAIM_REPORT_STEPS.indexOf(step);
  const type = isClaimReportType(values.type) ? values.type : null;

  function show(next: ClaimReportStep) {
    setStep(next);
    setFailure(null);
    window.setTimeout(() => headingRef.current?.focus(), 0);
  }

  /** Marks the errors and takes the keyboard to the first of them, once they are drawn. */
  async function showErrors(errors: FormikErrors<ClaimValues>) {
    formik.setErrors(errors);
    await formik.setTouched(setNestedObjectValues(errors, true), false);
    window.setTimeout(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"] input, input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"]',
      );
      invalid?.focus();
    }, 0);
  }

  async function next(event?: FormEvent) {
    event?.preventDefault();
    if (moving) return;
    setMoving(true);
    setFailure(null);
    try {
      const { checkStep } = await laterSteps();
      const checked = await checkStep(step, type ?? 'other', today, values);
      if (!checked.ok) {
        await showErrors(nestedErrors(checked.errors) as FormikErrors<ClaimValues>);
        return;
      }
      formik.setErrors({});
      if (step === 'type' && type) await draft.ensureDraft(type);
      if (step === 'review') {
        await send();
        return;
      }
      const following = CLAIM_REPORT_STEPS[index + 1] ?? 'review';
      draft.remember(values, following);
      // Saved now; a dropped connection keeps the answers here and the wizard goes on.
      await draft.flush().catch(() => undefined);
      show(following);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 429
          ? 'claimReport|tooManyRequests'
          : 'claimReport|networkError',
      );
    } finally {
      setMoving(false);
    }
  }

  async function send() {
    const handle = draft.handle();
    if (!handle) return;
    await draft.flush();
    try {
      const answer = await submitDraft(handle, language);
      draft.forget();
      setReported(answer);
      window.setTimeout(() => doneRef.current?.focus(), 0);
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError && error.status === 400
          ? (error.body.errors as Record<string, string[]> | undefined)
          : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        // The server found what the browser did not (a policy that is not theirs): back to that step.
        const first = stepOfError(Object.keys(fieldErrors)[0]!);
        setStep(first);
        await showErrors(nestedErrors(fieldErrors) as FormikErrors<ClaimValues>);
        setFailure('claimReport|reportIncomplete');
        return;
      }
      throw error;
    }
  }

  function startOver() {
    draft.forget();
    void formik.setValues(EMPTY_VALUES, false);
    formik.setErrors({});
    void formik.setTouched({}, false);
    setRestoredNotice(false);
    show('type');
  }

  if (reported) {
    return (
      <Done aria-labelledby="claim-done">
        <h2 id="claim-done" ref={doneRef} tabIndex={-1}>
          {t('claimReport|doneHeading', { claimNumber: reported.claimNumber })}
        </h2>
        <p className="number">{reported.claimNumber}</p>
        <p>
          {t('claimReport|doneIntro', {
            claimNumber: reported.claimNumber,
            email: reported.mailedTo,
          })}
        </p>
        <p>{t('claimReport|doneNext')}</p>
        {reported.inPortal ? (
          <>
            <p>{t('claimReport|donePortal')}</p>
            <a href={paths.portalClaims(language)}>{t('claimReport|openClaims')}</a>
          </>
        ) : (
          <p>{t('claimReport|doneVisitor')}</p>
        )}
      </Done>
    );
  }

  // While a draft is looked for, the first step is shown as it will be, only not yet answerable: the
  // page does not move when it is, and its rendering is part of the hydration, which yields.
  const starting = draft.phase === 'starting';
  const saveText = starting
    ? t('claimReport|loading')
    : draft.saveState === 'saving'
      ? t('claimReport|saving')
      : draft.saveState === 'saved'
        ? t('claimReport|saved')
        : draft.saveState === 'offline'
          ? t('claimReport|saveFailed')
          : '';

  return (
    <>
      {draft.missing && !restoredNotice && (
        <Notice role="status">
          <p>{t('claimReport|draftMissing')}</p>
        </Notice>
      )}
      {restoredNotice && (
        <Notice role="status">
          <p>{t('claimReport|draftRestored')}</p>
          <Button variant="link" onClick={startOver}>
            {t('claimReport|startOver')}
          </Button>
        </Notice>
      )}
      <FormikProvider value={formik}>
        <Panel
          ref={formRef}
          noValidate
          onSubmit={(event) => void next(event)}
          aria-labelledby="claim-step-heading"
          aria-busy={starting || undefined}
        >
          <Answerable disabled={starting}>
            <Progress aria-hidden="true">
              {CLAIM_REPORT_STEPS.map((name, position) => (
                <li
                  key={name}
                  data-state={position < index ? 'done' : position === index ? 'current' : 'todo'}
                />
              ))}
            </Progress>
            <StepHeader>
              <h2 id="claim-step-heading" ref={headingRef} tabIndex={-1}>
                {step === 'type' ? t('claimReport|chooseType') : t(`claimReport|step.${step}`)}
              </h2>
              <span className="meta">
                {t('claimReport|stepOf', { current: index + 1, total: CLAIM_REPORT_STEPS.length })}
                {type && step !== 'type' && ` · ${t(`claimReport|type.${type}`)}`}
              </span>
            </StepHeader>
            {step === 'type' && <TypeStep />}
            <Suspense fallback={<LoadingDots />}>
              {step === 'reporter' && <ReporterStep profile={draft.profile} />}
              {step === 'policy' && <PolicyStep profile={draft.profile} language={language} />}
              {step === 'incident' && <IncidentStep />}
              {step === 'damages' && <DamagesStep language={language} />}
              {step === 'payout' && <PayoutStep />}
              {step === 'files' && (
                <FilesStep
                  language={language}
                  files={draft.files}
                  onFilesChange={draft.setFiles}
                  draft={() => draft.ensureDraft(type ?? 'other')}
                />
              )}
              {step === 'review' && (
                <ReviewStep
                  language={language}
                  profile={draft.profile}
                  files={draft.files}
                  goTo={show}
                />
              )}
            </Suspense>
            <div aria-live="assertive">
              {failure && <FormAlert role="alert">{phoneText(failure)}</FormAlert>}
            </div>
            <Actions>
              {index > 0 ? (
                <Button variant="secondary" onClick={() => show(CLAIM_REPORT_STEPS[index - 1]!)}>
                  {t('claimReport|back')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={moving}>
                {step === 'review' ? t('claimReport|send') : t('claimReport|next')}
              </Button>
            </Actions>
          </Answerable>
          <p className="meta" role="status" aria-live="polite">
            {saveText}
          </p>
        </Panel>
      </FormikProvider>
      {draft.handle() && (
        <ResumeLater language={language} email={values.reporter.email} draft={draft.handle} />
      )}
    </>
  );
}

/** "Continue later": the draft's link by e-mail, to finish on another device. */
function ResumeLater({
  language,
  email: typed,
  draft,
}: {
  language: Language;
  email: string;
  draft: () => DraftHandle | null;
}) {
  const { t } = useTranslation();
  const phoneText = useServicePhoneText();
  const [email, setEmail] = useState(typed);
  const [state, setState] = useState<{ sent?: string; problem?: string }>({});
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const handle = draft();
    if (!handle) return;
    setSending(true);
    setState({});
    try {
      await sendResumeLink(handle, email.trim(), language);
      setState({ sent: email.trim() });
    } catch (error) {
      setState({
        problem:
          error instanceof ApiError && error.status === 400
            ? 'invalidEmail'
            : error instanceof ApiError && error.status === 429
              ? 'claimReport|tooManyRequests'
              : 'claimReport|networkError',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Later>
      <summary>{t('claimReport|resumeHeading')}</summary>
      <p>{t('claimReport|resumeIntro', { days: CLAIM_DRAFT_DAYS })}</p>
      <form noValidate onSubmit={(event) => void send(event)}>
        <TextField
          name="resumeEmail"
          id="claim-resume-email"
          type="email"
          autoComplete="email"
          label={t('claimReport|field.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          touched={Boolean(state.problem)}
          error={state.problem === 'invalidEmail' ? 'invalidEmail' : undefined}
        />
        <Button type="submit" variant="secondary" loading={sending}>
          {t('claimReport|resumeSend')}
        </Button>
      </form>
      <p role="status">
        {state.sent && t('claimReport|resumeSent', { email: state.sent })}
        {state.problem && state.problem !== 'invalidEmail' && phoneText(state.problem)}
      </p>
    </Later>
  );
}
