import styled from 'styled-components';
import { boxedItem, unmarkedList } from '../../../components/list-styles';
import { theme } from '../../../components/theme';

/** A staff work list (cases, claims): one bordered row per item, newest work marked. */
export const WorkRows = styled.ul`
  ${unmarkedList(2)}
`;

/**
 * A row: on wider screens its date column (`$dateColumn` wide), what it is, and its state; a row
 * that waits for someone (`$new`) has the brand's edge.
 */
export const WorkRow = styled.li<{ $new: boolean; $dateColumn: string }>`
  ${boxedItem(1)}
  border-left: 4px solid ${({ $new, theme }) => ($new ? theme.colors.brand : theme.colors.border)};
  ${theme.up('md')} {
    grid-template-columns: ${({ $dateColumn }) => $dateColumn} minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space(3)};
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

/** A part of an opened item, under its own small heading. */
export const ItemSection = styled.section`
  margin-top: ${theme.space(5)};
  h2 {
    font-size: 1.125rem;
    margin: 0 0 ${theme.space(3)};
  }
`;

/** Something the employee should know before acting on the item. */
export const ItemNotice = styled.p`
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.warning};
  background: ${theme.colors.warningBackground};
`;
