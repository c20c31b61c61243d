import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '../../../domain/api/case';
import type { CaseStatus } from '../../../domain/api/values';
import { Badge, type BadgeTone } from '../../portal';

const TONES: Record<CaseStatus, BadgeTone> = {
  new: 'info',
  in_progress: 'warning',
  waiting_for_customer: 'neutral',
  closed: 'success',
};

/**
 * A case's status as staff read it, saying who the case waits for: the customer's own words
 * ("waiting for your answer") would tell an employee that they must answer. A case the customer
 * answered is ours to pick up again, and says so.
 */
export function InboxStatusBadge({
  item,
}: {
  item: Pick<CaseSummary, 'status' | 'customerReplied'>;
}) {
  const { t } = useTranslation();
  if (item.customerReplied) return <Badge tone="error">{t('inbox|customerReplied')}</Badge>;
  return <Badge tone={TONES[item.status]}>{t(`inbox|status_${item.status}`)}</Badge>;
}
