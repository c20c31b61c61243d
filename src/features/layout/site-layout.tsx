import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SiteFooter } from '../footer';
import type { Language } from '../../lib/i18n';
import { SiteHeader } from '../navigation';

const Main = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)}`};
  &:focus {
    outline: none;
  }
`;

type SiteLayoutProps = {
  language: Language;
  alternatePath: string;
  children: ReactNode;
};

/** The public site's shell: header, one main landmark (target of the skip link), footer. */
export function SiteLayout({ language, alternatePath, children }: SiteLayoutProps) {
  return (
    <>
      <SiteHeader language={language} alternatePath={alternatePath} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </>
  );
}
