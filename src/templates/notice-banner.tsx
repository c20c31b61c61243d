import styled from 'styled-components';
import { theme } from '../components/theme';

/** A strip across the top of a page that is not the published version (draft, preview). */
export const NoticeBanner = styled.p`
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  background: ${theme.colors.warningBackground};
  color: ${theme.colors.warning};
  border-bottom: 1px solid #f1d6a6;
  font-weight: 700;
  text-align: center;
`;
