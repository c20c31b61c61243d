import styled from 'styled-components';
import { theme } from '../../../components/theme';

/** The portal's main region: the sign-in card's and every screen's. */
export const Main = styled.main`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(5)} ${theme.space(4)};
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

export const ErrorPanel = styled.div`
  border-left: 4px solid ${theme.colors.error};
  background: ${theme.colors.errorBackground};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
`;
