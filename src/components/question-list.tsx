import styled from 'styled-components';
import { theme } from './theme';

/**
 * Questions that open to their answers (<details>/<summary>, so keyboard and screen readers
 * work without script): a product page's FAQ and the FAQ page share the look.
 */
export const QuestionList = styled.div`
  max-width: 50rem;
  border-top: 1px solid ${theme.colors.border};
  details {
    border-bottom: 1px solid ${theme.colors.border};
  }
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space(4)};
    padding: ${theme.space(4)} 0;
    cursor: pointer;
    list-style: none;
    font-weight: 700;
    font-size: 1.1rem;
    color: ${theme.colors.brandDark};
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '+';
      flex: none;
      font-size: 1.5rem;
      line-height: 1;
      color: ${theme.colors.brand};
    }
  }
  details[open] summary::after {
    content: '−';
  }
  .answer {
    padding: 0 0 ${theme.space(4)};
    p {
      margin: 0 0 0.75em;
    }
  }
`;
