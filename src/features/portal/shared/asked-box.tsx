import styled from 'styled-components';
import { theme } from '../../../components/theme';

/**
 * Something we asked that waits for the customer (a claim handler's question, a request we
 * answered with one): in the warning colours, with its heading and the question quoted, so it is
 * the first thing seen wherever it is shown.
 */
export const AskedBox = styled.section`
  margin: ${theme.space(3)} 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 2px solid ${theme.colors.warning};
  border-radius: ${theme.radius};
  background: ${theme.colors.warningBackground};
  h3,
  h4 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.0625rem;
  }
  blockquote {
    margin: 0 0 ${theme.space(3)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
`;
