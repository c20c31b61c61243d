import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, notify } from '../../../components';
import { OVERVIEW_VALID_DAYS, type OverviewFormat } from '../../../domain/api/settings-rules';
import type { OverviewRequestInfo } from '../../../domain/api/settings';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import type { ScreenProps } from '../screen-props';
import { Card, SectionHeader } from '../shared/card';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import {
  useDownloadOverview,
  useErasureStatus,
  useOverviewStatus,
  useRequestErasure,
  useRequestOverview,
} from './api';
import { formatDate, formatNumber } from '../../../domain/format';
import { theme } from '../../../components/theme';
import { WriteButton } from '../shared/may-write';

const Status = styled.p`
  margin: ${theme.space(3)} 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;

const ErrorText = styled.p`
  color: ${theme.colors.error};
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

const when = (value: string | null, language: Language) =>
  formatDate(value, language, { time: true });

function overviewLine(
  request: OverviewRequestInfo,
  language: Language,
  t: (key: string, values?: Record<string, string>) => string,
) {
  return t(`settings|overviewStatus.${request.status}`, {
    date: when(request.completedAt ?? request.requestedAt, language),
    expires: when(request.expiresAt, language),
  });
}

function OverviewSection({ language, canAsk }: { language: Language; canAsk: boolean }) {
  const { t, i18n } = useTranslation();
  const status = useOverviewStatus(true);
  const request = useRequestOverview();
  const download = useDownloadOverview();

  if (status.isPending) return <ScreenLoading label={t('settings|loading')} />;
  if (status.isError)
    return <ScreenError error={status.error} onRetry={() => void status.refetch()} />;

  const current = status.data.request;
  const mayAsk = canAsk && !current?.nextRequestAt && current?.status !== 'processing';
  const save = (format: OverviewFormat) =>
    current &&
    download.mutate(
      { id: current.id, format, lang: language },
      { onError: () => notify.error(t('settings|downloadFailed')) },
    );

  return (
    <>
      <p>{t('settings|overviewText', { days: String(OVERVIEW_VALID_DAYS) })}</p>
      <div role="status" aria-live="polite">
        <Status>{current ? overviewLine(current, language, t) : t('settings|overviewNone')}</Status>
        {request.isSuccess && <p>{t('settings|overviewRequested')}</p>}
      </div>
      {current?.status === 'ready' && canAsk && (
        <Buttons>
          <Button onClick={() => save('pdf')} disabled={download.isPending}>
            {t('settings|downloadPdf')}
          </Button>
          <Button variant="secondary" onClick={() => save('json')} disabled={download.isPending}>
            {t('settings|downloadJson')}
          </Button>
        </Buttons>
      )}
      {current?.nextRequestAt && (
        <Muted>{t('settings|overviewNext', { date: when(current.nextRequestAt, language) })}</Muted>
      )}
      {mayAsk && (
        <Buttons>
          <WriteButton
            variant={current?.status === 'ready' ? 'secondary' : 'primary'}
            loading={request.isPending}
            loadingLabel={t('settings|overviewRequesting')}
            disabled={request.isPending}
            onClick={() => request.mutate(language)}
          >
            {t('settings|overviewRequest')}
          </WriteButton>
        </Buttons>
      )}
      {request.isError && <ErrorText role="alert">{errorMessage(request.error, i18n)}</ErrorText>}
    </>
  );
}

function ErasureSection({ language, canAsk }: { language: Language; canAsk: boolean }) {
  const { t, i18n } = useTranslation();
  const status = useErasureStatus(true);
  const erase = useRequestErasure();
  const [confirmed, setConfirmed] = useState(false);
  const [touched, setTouched] = useState(false);

  if (status.isPending) return <ScreenLoading label={t('settings|loading')} />;
  if (status.isError)
    return <ScreenError error={status.error} onRetry={() => void status.refetch()} />;

  const { tripsHeld, request } = status.data;
  const submit = () => {
    setTouched(true);
    if (!confirmed) return;
    erase.mutate(undefined, {
      onSuccess: () => {
        setConfirmed(false);
        setTouched(false);
        notify.info(t('settings|erasureDone'));
      },
    });
  };

  return (
    <>
      <p>{t('settings|erasureText')}</p>
      <div role="status" aria-live="polite">
        <Status>
          {tripsHeld > 0
            ? t('settings|erasureHeld', {
                count: tripsHeld,
                trips: formatNumber(tripsHeld, language),
              })
            : t('settings|erasureNothing')}
        </Status>
        {request && (
          <p>
            {request.status === 'completed'
              ? t('settings|erasureCompleted', {
                  date: when(request.completedAt, language),
                  count: request.erasedTrips,
                  trips: formatNumber(request.erasedTrips, language),
                })
              : t('settings|erasureFailed', { date: when(request.requestedAt, language) })}
          </p>
        )}
      </div>
      {canAsk && tripsHeld > 0 && (
        <>
          <Checkbox
            name="confirmErasure"
            label={t('settings|erasureConfirm')}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            touched={touched}
            error={confirmed ? undefined : 'settings|erasureConfirmRequired'}
          />
          <WriteButton
            loading={erase.isPending}
            loadingLabel={t('settings|erasureRequesting')}
            disabled={erase.isPending}
            onClick={submit}
          >
            {t('settings|erasureRequest')}
          </WriteButton>
        </>
      )}
      {erase.isError && <ErrorText role="alert">{errorMessage(erase.error, i18n)}</ErrorText>}
    </>
  );
}

/**
 * Stillingar → Persónuvernd: a copy of one's personal data, and erasure of Ökuvísir data. For the
 * signed-in person themself only; companies have no such page.
 */
export function PrivacySettingsScreen({ user, language }: ScreenProps) {
  const { t } = useTranslation();
  const header = (
    <ScreenHeader title={t('settings|privacyHeading')} intro={t('settings|privacyIntro')} />
  );
  if (user.currentProxyUser.isCompany) {
    return (
      <>
        {header}
        <EmptyState title={t('settings|notAvailableHeading')}>
          <p>{t('settings|privacyCompany')}</p>
        </EmptyState>
      </>
    );
  }
  if (!user.isEmployeeImpersonating && user.currentProxyUser.value !== user.ssn) {
    const acting = user.actingOptions.find((option) => option.ssn === user.currentProxyUser.value);
    return (
      <>
        {header}
        <EmptyState title={t('settings|notAvailableHeading')}>
          <p>
            {t('settings|privacySelfOnly', { name: acting?.name ?? user.currentProxyUser.value })}
          </p>
        </EmptyState>
      </>
    );
  }
  const canAsk = !user.isEmployeeImpersonating;
  return (
    <>
      {header}
      {!canAsk && (
        <EmptyState title={t('settings|notAvailableHeading')}>
          <p>{t('settings|privacyStaff')}</p>
        </EmptyState>
      )}
      <SectionHeader>
        <h2 id="privacy-overview">{t('settings|overviewHeading')}</h2>
      </SectionHeader>
      <Card as="section" aria-labelledby="privacy-overview">
        <OverviewSection language={language} canAsk={canAsk} />
      </Card>
      <SectionHeader>
        <h2 id="privacy-erasure">{t('settings|erasureHeading')}</h2>
      </SectionHeader>
      <Card as="section" aria-labelledby="privacy-erasure">
        <ErasureSection language={language} canAsk={canAsk} />
      </Card>
    </>
  );
}
