import { useTranslation } from 'react-i18next';
import type { CaseStatus } from '../../../domain/api/values';
import { Badge, type BadgeTone } from '../shared/badge';

const TONES: Record<CaseStatus, BadgeTone> = {
  new: 'info',
  in_progress: 'warning',
  waiting_for_customer: 'error',
  closed: 'success',
};

/** A case's status in words, on the portal's status pill. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`requests|status_${status}`)}</Badge>;
}
