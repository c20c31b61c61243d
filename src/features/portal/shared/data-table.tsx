import styled, { css } from 'styled-components';
import { theme } from '../../../components/theme';

/**
 * A table of figures: caption, header cells, right-aligned tabular numbers (class `num`). Rows
 * keep their table semantics; screens that need a phone layout start from rowsAsBlocksOnPhones.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    color: ${theme.colors.brandDark};
    padding-bottom: ${theme.space(2)};
  }
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(2)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th:first-child,
  td:first-child {
    padding-left: 0;
  }
  th:last-child,
  td:last-child {
    padding-right: 0;
  }
  thead th {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${theme.colors.textMuted};
    border-bottom-width: 2px;
  }
  tbody th {
    font-weight: 400;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: 0;
    border-top: 2px solid ${theme.colors.border};
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  ${theme.down('md')} {
    font-size: 0.9375rem;
    th,
    td {
      padding: ${theme.space(2)} ${theme.space(1)};
    }
  }
`;

/**
 * On phones each row becomes a wrapping block of its cells, the header row kept for screen
 * readers only; a table then orders and sizes its cells by class.
 */
export const rowsAsBlocksOnPhones = css`
  ${theme.down('md')} {
    thead th {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    tbody tr {
      display: flex;
      flex-wrap: wrap;
      padding: ${theme.space(3)} 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    tbody th,
    tbody td {
      display: block;
      padding: 0;
      border: 0;
    }
  }
`;
