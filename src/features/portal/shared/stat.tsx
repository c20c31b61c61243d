import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../../components/theme';

/** Key figures side by side: two a row on phones, as many as fit on wide screens. */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  /* An odd last figure takes the whole row rather than leave a hole. */
  & > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${theme.up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    & > :last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;

const Tile = styled.div<{ $tone: 'default' | 'warning' | 'error' }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  border-top: 4px solid ${theme.colors.brand};
  ${({ $tone, theme }) =>
    $tone === 'error' &&
    css`
      background: ${theme.colors.errorBackground};
      border-top-color: ${theme.colors.error};
    `}
  ${({ $tone, theme }) =>
    $tone === 'warning' &&
    css`
      background: ${theme.colors.warningBackground};
      border-top-color: ${theme.colors.accent};
    `}
  dt {
    order: 0;
    font-size: 0.875rem;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Value = styled.dd`
  font-size: 1.125rem;
  font-weight: 700;
  line-height: 1.2;
  color: ${theme.colors.brandDark};
  font-variant-numeric: tabular-nums;
  overflow-wrap: break-word;
  ${theme.up('sm')} {
    font-size: 1.375rem;
  }
`;

const Note = styled.dd`
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/** One key figure: what it is, the figure, and optionally a line about it. */
export function Stat({
  label,
  value,
  note,
  tone = 'default',
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  tone?: 'default' | 'warning' | 'error';
}) {
  return (
    <Tile $tone={tone}>
      <dt>{label}</dt>
      <Value>{value}</Value>
      {note && <Note>{note}</Note>}
    </Tile>
  );
}
