import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CaseStatus } from '../../../domain/api/values';

const TONES: Record<CaseStatus, { background: string; color: string }> = {
  new: { background: '#e7eefb', color: '#17386e' },
  in_progress: { background: '#fff4d6', color: '#5c4100' },
  waiting_for_customer: { background: '#fde8e4', color: '#7a1f0f' },
  closed: { background: '#e3f3ea', color: '#11502f' },
};

const Badge = styled.span<{ $status: CaseStatus }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.7;
  white-space: nowrap;
  background: ${({ $status }) => TONES[$status].background};
  color: ${({ $status }) => TONES[$status].color};
`;

/** A case's status in words and colour (the words carry the meaning; colour only helps). */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge $status={status} data-status={status}>
      {t(`requests|status_${status}`)}
    </Badge>
  );
}
