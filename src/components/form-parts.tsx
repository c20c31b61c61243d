import styled from 'styled-components';
import { theme } from './theme';

/**
 * The public forms' shared layout: two columns from tablets up (`.wide` spans both), the
 * required-fields note, the failure message, and the thank-you view that takes the focus.
 */
export const FormGrid = styled.form`
  display: grid;
  gap: 0 ${theme.space(4)};
  ${theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

export const FormNote = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const FormAlert = styled.p`
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.error};
  background: ${theme.colors.errorBackground};
  color: ${theme.colors.text};
`;

export const FormThankYou = styled.section`
  h2,
  h3 {
    margin: 0 0 ${theme.space(3)};
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0 0 ${theme.space(4)};
  }
`;
