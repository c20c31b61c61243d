import { css } from 'styled-components';
import { theme } from './theme';

/** A list without bullets or indent whose items stand `gap` theme spaces apart. */
export const unmarkedList = (gap: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(gap)};
`;

/** One item of such a list in a box of its own, its parts `gap` theme spaces apart. */
export const boxedItem = (gap: number) => css`
  display: grid;
  gap: ${theme.space(gap)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;
