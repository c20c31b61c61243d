import styled from 'styled-components';
import { theme } from '../../../components/theme';

/** A part of a company screen under its own heading. */
export const CompanySection = styled.section`
  margin-bottom: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.375rem;
  }
`;
