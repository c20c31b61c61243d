import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, notify } from '../../../components';
import { formatKennitala, formatTime } from '../../../domain';
import type { Impersonation } from '../../../domain/api/user';
import { errorMessage } from '../../../lib/api';
import { useExtendImpersonation } from '../api';
import { theme } from '../../../components/theme';

const Banner = styled.div`
  background: ${theme.colors.warningBackground};
  color: ${theme.colors.warning};
  border-bottom: 2px solid ${theme.colors.warning};
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p:first-child {
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: center;
`;

type StaffBannerProps = {
  name: string;
  ssn: string;
  impersonation: Impersonation;
  onEnd: () => void;
  /** The acting ran out (the time shown reached zero). */
  onExpired: () => void;
};

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Always visible while an employee acts for a customer: whom, why, and how long is left of the
 * half hour (the server ends the acting then whatever this shows), with extending and stopping.
 */
export function StaffBanner({ name, ssn, impersonation, onEnd, onExpired }: StaffBannerProps) {
  const { t, i18n } = useTranslation();
  const extend = useExtendImpersonation();
  const now = useNow(1000);
  const leftMs = Date.parse(impersonation.expiresAt) - now;
  const minutes = Math.floor(leftMs / 60_000);

  useEffect(() => {
    if (leftMs <= 0) onExpired();
  }, [leftMs, onExpired]);

  return (
    <Banner role="region" aria-label={t('portal|staffMenu')}>
      <Inner>
        <div>
          <p>{t('portal|staffBanner', { name, ssn: formatKennitala(ssn) })}</p>
          <p>
            {t('portal|staff.bannerReason', {
              reason: t(`portal|staff.reason.${impersonation.reason}`),
              note: impersonation.note,
            })}
          </p>
        </div>
        <Actions>
          {/* Announced only when it changes by the minute, not every second. */}
          <span role="timer" aria-live="off">
            {minutes >= 1
              ? t('portal|staff.timeLeft', { minutes })
              : t('portal|staff.timeLeftSoon')}
          </span>
          <Button
            variant="secondary"
            loading={extend.isPending}
            onClick={() =>
              extend.mutate(ssn, {
                onSuccess: (next) =>
                  notify.info(
                    t('portal|staff.extended', { time: formatTime(new Date(next.expiresAt)) }),
                  ),
                onError: (error) => notify.error(errorMessage(error, i18n)),
              })
            }
          >
            {t('portal|staff.extend')}
          </Button>
          <Button variant="secondary" onClick={onEnd}>
            {t('portal|staffEndImpersonation')}
          </Button>
        </Actions>
      </Inner>
    </Banner>
  );
}
