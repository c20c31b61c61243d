import styled from 'styled-components';

/** A part of a company screen under its own heading. */
export const CompanySection = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.375rem;
  }
`;
