import styled from 'styled-components';
import { theme } from '../../../components/theme';

/** A white panel with a hairline border: the portal's basic block for one thing or one fact group. */
export const Card = styled.div`
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 2px rgba(10, 42, 65, 0.06);
  padding: ${theme.space(4)};
  ${theme.up('md')} {
    padding: ${theme.space(5)};
  }
`;

/** A section's heading with actions (send, print…) beside it on wide screens, below on phones. */
export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin: ${theme.space(7)} 0 ${theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  h2:focus {
    outline: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

/** A row of small facts under a list item's title (date, sender, status), wrapping on phones. */
export const ItemMeta = styled.p`
  margin: ${theme.space(1)} 0 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(3)};
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/** A plain vertical list of cards. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;
