import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components';
import type { Policy } from '../../../domain/api/policy';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { useWithdrawPolicy } from './api';
import { WriteButton } from '../shared/may-write';
import { theme } from '../../../components/theme';

const Notice = styled.section`
  margin-top: ${theme.space(3)};
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.info};
  background: ${theme.colors.surface};
  h5 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1rem;
  }
  p {
    margin: 0 0 ${theme.space(2)};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
`;

/**
 * The 14-day right of withdrawal on a policy bought online: said plainly, used with a confirmation,
 * because it leaves the customer without the cover from its start.
 */
export function WithdrawalNotice({ policy, language }: { policy: Policy; language: Language }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawPolicy();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The question takes the focus, so a keyboard or screen-reader user meets it at once.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  if (!policy.withdrawableUntil) return null;
  const headingId = `withdrawal-${policy.id}`;
  return (
    <Notice aria-labelledby={headingId}>
      <h5 id={headingId}>{t('quote|withdrawalHeading')}</h5>
      <p>{t('quote|withdrawalText', { date: formatDate(policy.withdrawableUntil, language) })}</p>
      {withdraw.isError && <p role="alert">{t('quote|withdrawError')}</p>}
      {confirming ? (
        <>
          <p role="alert">{t('quote|withdrawConfirm')}</p>
          <div className="actions">
            <Button
              ref={confirmRef}
              loading={withdraw.isPending}
              onClick={() => withdraw.mutate(policy.id, { onSettled: () => setConfirming(false) })}
            >
              {t('quote|withdrawYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('quote|withdrawNo')}
            </Button>
          </div>
        </>
      ) : (
        <WriteButton variant="secondary" onClick={() => setConfirming(true)}>
          {t('quote|withdrawButton')}
        </WriteButton>
      )}
    </Notice>
  );
}
