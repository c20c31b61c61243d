import { useTranslation } from 'react-i18next';
import { useElementId } from '../../../components/use-element-id';
import { navigate } from 'gatsby';
import { useEffect, useState, type FormEvent } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Button, Link, Skeleton, TextField, useIsClient } from '../../../components';
import {
  travelCertificatePagePath,
  type PublicTravelCertificateResponse,
} from '../../../domain/api/portal';
import { getI18n, type Language, localizedPath, otherLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { SeoHead, SiteLayout } from '../layout';
import { codeFromPath, tidyCode, verifyTravelCertificate, type Verification } from './api';
import { addVerificationTexts } from './texts';
import { formatDate } from '../../../domain/format';
import { theme } from '../../../components/theme';

addVerificationTexts();

type Tone = 'valid' | 'expired' | 'notFound' | 'error';

function toneColours(theme: DefaultTheme, tone: Tone) {
  switch (tone) {
    case 'valid':
      return { border: '#1b7f4c', background: '#f1f9f4', heading: '#14663b' };
    case 'expired':
      return {
        border: theme.colors.warning,
        background: theme.colors.warningBackground,
        heading: '#6b4600',
      };
    default:
      return {
        border: theme.colors.error,
        background: theme.colors.errorBackground,
        heading: theme.colors.error,
      };
  }
}

const Wrap = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${theme.space(4)} 0 ${theme.space(8)};
  h1 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.75rem;
    ${theme.up('md')} {
      font-size: 2.25rem;
    }
  }
`;

const Lead = styled.p`
  margin: 0 0 ${theme.space(6)};
  color: ${theme.colors.textMuted};
  font-size: 1.0625rem;
`;

const Verdict = styled.section<{ $tone: Tone }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(4)};
  align-items: start;
  padding: ${theme.space(5)};
  border-radius: ${theme.radius};
  ${({ theme, $tone }) => {
    const colours = toneColours(theme, $tone);
    return css`
      border: 2px solid ${colours.border};
      background: ${colours.background};
      h2 {
        color: ${colours.heading};
      }
    `;
  }}
  h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.375rem;
  }
  p {
    margin: 0;
  }
`;

const Seal = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  color: #fff;
  background: ${({ theme, $tone }) => toneColours(theme, $tone).border};
`;

const Details = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(1)} ${theme.space(5)};
  margin: ${theme.space(2)} 0 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  ${theme.up('sm')} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${theme.space(2)};
    font-weight: 600;
    ${theme.up('sm')} {
      margin: 0;
    }
  }
`;

const Mono = styled.span`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  letter-spacing: 0.06em;
`;

const Lookup = styled.form`
  margin-top: ${theme.space(7)};
  padding-top: ${theme.space(5)};
  border-top: 1px solid ${theme.colors.border};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.125rem;
  }
`;

const LookupRow = styled.div`
  display: grid;
  gap: 0 ${theme.space(3)};
  align-items: end;
  ${theme.up('sm')} {
    grid-template-columns: minmax(0, 20rem) auto;
    justify-content: start;
    button {
      margin-bottom: ${theme.space(4)};
    }
  }
`;

const Help = styled.p`
  margin-top: ${theme.space(5)};
  font-size: 0.9375rem;
  color: ${theme.colors.textMuted};
`;

function SealIcon({ tone }: { tone: Tone }) {
  const path =
    tone === 'valid'
      ? 'M6 12.5l4 4 8-9'
      : tone === 'expired'
        ? 'M12 7v5l3 3'
        : 'M8 8l8 8M16 8l-8 8';
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {tone === 'expired' && (
        <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2.2" />
      )}
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CertificateDetails({
  certificate,
  language,
}: {
  certificate: PublicTravelCertificateResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <Details>
      <dt>{t('verification|traveller')}</dt>
      <dd>{certificate.travellerName}</dd>
      <dt>{t('verification|plan')}</dt>
      <dd>{t(`verification|plan.${certificate.plan}`)}</dd>
      <dt>{t('verification|period')}</dt>
      <dd>
        <time dateTime={certificate.startDate}>{formatDate(certificate.startDate, language)}</time>
        {' – '}
        <time dateTime={certificate.endDate}>{formatDate(certificate.endDate, language)}</time>
      </dd>
      <dt>{t('verification|destination')}</dt>
      <dd>{t(`verification|destination.${certificate.destination}`)}</dd>
      <dt>{t('verification|issued')}</dt>
      <dd>
        <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt, language)}</time>
      </dd>
      <dt>{t('verification|code')}</dt>
      <dd>
        <Mono>{certificate.code}</Mono>
      </dd>
    </Details>
  );
}

function Outcome({
  state,
  code,
  language,
  onRetry,
}: {
  state: Verification;
  code: string;
  language: Language;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useElementId();
  if (state.kind === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={t('verification|checking')}>
        <Skeleton height={180} />
      </div>
    );
  }
  if (state.kind === 'found') {
    const { certificate } = state;
    const tone: Tone = certificate.valid ? 'valid' : 'expired';
    return (
      <Verdict $tone={tone} aria-labelledby={headingId} data-status={certificate.status}>
        <Seal $tone={tone}>
          <SealIcon tone={tone} />
        </Seal>
        <div>
          <h2 id={headingId}>
            {certificate.valid ? t('verification|validTitle') : t('verification|expiredTitle')}
          </h2>
          <p>
            {certificate.valid
              ? t('verification|validText')
              : t('verification|expiredText', {
                  date: formatDate(certificate.endDate, language),
                })}
          </p>
        </div>
        <CertificateDetails certificate={certificate} language={language} />
      </Verdict>
    );
  }
  if (state.kind === 'notFound') {
    return (
      <Verdict $tone="notFound" aria-labelledby={headingId} data-status="not-found">
        <Seal $tone="notFound">
          <SealIcon tone="notFound" />
        </Seal>
        <div>
          <h2 id={headingId}>{t('verification|notFoundTitle')}</h2>
          <p>{t('verification|notFoundText', { code })}</p>
        </div>
      </Verdict>
    );
  }
  return (
    <Verdict $tone="error" aria-labelledby={headingId} role="alert">
      <Seal $tone="error">
        <SealIcon tone="error" />
      </Seal>
      <div>
        <h2 id={headingId}>{t('verification|errorTitle')}</h2>
        <p>{t('verification|errorText')}</p>
        <p style={{ marginTop: 12 }}>
          <Button variant="secondary" onClick={onRetry}>
            {t('verification|retry')}
          </Button>
        </p>
      </div>
    </Verdict>
  );
}

function CodeLookup({ language, initial }: { language: Language; initial: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const tidy = tidyCode(value);
  const error = tidy ? undefined : 'verification|codeRequired';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!tidy) return;
    void navigate(localizedPath(travelCertificatePagePath(tidy), language));
  };
  return (
    <Lookup onSubmit={onSubmit} noValidate aria-labelledby="verification-lookup-heading">
      <h2 id="verification-lookup-heading">{t('verification|lookupHeading')}</h2>
      <LookupRow>
        <TextField
          name="code"
          label={t('verification|codeLabel')}
          hint={t('verification|codeHint')}
          value={value}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
          touched={touched}
          error={error}
        />
        <Button type="submit">{t('verification|lookupButton')}</Button>
      </LookupRow>
    </Lookup>
  );
}

/**
 * /stadfesting/<code>/: where the QR code on a travel certificate leads. Anyone (a border guard, a
 * hospital abroad) sees whether the certificate is ours and still valid, without signing in.
 */
export function VerificationPage({ pathname, language }: { pathname: string; language: Language }) {
  const { t } = useTranslation();
  const isClient = useIsClient();
  // The page is built once for every code; the address is only known in the browser.
  const code = isClient ? codeFromPath(pathname) : '';
  const [state, setState] = useState<Verification>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!code) return undefined;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void verifyTravelCertificate(code, controller.signal).then((result) => {
      if (!controller.signal.aborted) setState(result);
    });
    return () => controller.abort();
  }, [code, attempt]);

  const alternatePath = code
    ? localizedPath(travelCertificatePagePath(code), otherLanguage(language))
    : localizedPath('/stadfesting/', otherLanguage(language));

  return (
    <SiteLayout language={language} alternatePath={alternatePath}>
      <Wrap>
        <h1>{t('verification|heading')}</h1>
        <Lead>{t('verification|lead')}</Lead>
        {!isClient ? (
          <Outcome state={{ kind: 'loading' }} code="" language={language} onRetry={() => {}} />
        ) : code ? (
          <Outcome
            key={`outcome-${code}`}
            state={state}
            code={code}
            language={language}
            onRetry={() => setAttempt((count) => count + 1)}
          />
        ) : null}
        {isClient && <CodeLookup key={`lookup-${code}`} language={language} initial={code} />}
        <Help>
          {t('verification|help')} <Link href={paths.home(language)}>{t('verification|home')}</Link>
        </Help>
      </Wrap>
    </SiteLayout>
  );
}

/** The page's <head>: Gatsby renders it outside the page's providers, so i18n is asked directly. */
export function VerificationHead({ language, path }: { language: Language; path: string }) {
  return (
    <SeoHead
      language={language}
      title={getI18n(language).t('verification|metaTitle')}
      path={path}
      noindex
    />
  );
}
