import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Link } from '../components/link';
import { theme } from '../components/theme';

/** Centres content at the site's width. */
export const Container = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
`;

type Tone = 'plain' | 'surface' | 'brand' | 'accent';

const BandSection = styled.section<{ $tone: Tone }>`
  padding: ${theme.space(7)} 0;
  /* Two plain bands in a row share one gap rather than doubling it. */
  &[data-tone='plain'] + &[data-tone='plain'] {
    padding-top: 0;
  }
  background: ${({ $tone, theme }) =>
    ({
      plain: 'transparent',
      surface: theme.colors.surface,
      brand: theme.colors.brand,
      accent: '#fbf1e6',
    })[$tone]};
  color: ${({ $tone, theme }) => ($tone === 'brand' ? '#fff' : theme.colors.text)};
  ${({ $tone }) => ($tone === 'brand' ? `h1, h2, h3, a { color: #fff; }` : '')}
`;

/** A full-width band of the page, optionally tinted. */
export function Band({
  $tone = 'plain',
  ...rest
}: ComponentPropsWithoutRef<'section'> & { $tone?: Tone; 'data-slice'?: string }) {
  return <BandSection $tone={$tone} data-tone={$tone} {...rest} />;
}

/** Running text at a comfortable measure. */
export const Prose = styled.div`
  max-width: 46rem;
  font-size: 1.0625rem;
  h2 {
    margin: 2em 0 0.6em;
    font-size: 1.6rem;
  }
  h3 {
    margin: 1.6em 0 0.5em;
    font-size: 1.25rem;
  }
  h2:first-child,
  h3:first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol {
    margin: 0 0 1em;
  }
  li {
    margin-bottom: 0.35em;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${theme.radius};
  }
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${theme.space(5)};
  font-size: clamp(1.5rem, 3vw, 2rem);
`;

export const Lead = styled.p`
  font-size: 1.2rem;
  max-width: 46rem;
  color: ${theme.colors.textMuted};
  margin: 0 0 ${theme.space(5)};
`;

type ButtonVariant = 'primary' | 'secondary' | 'inverse';

/** A link that looks like a button; it goes through the link policy like every link. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 48px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border-radius: ${theme.radius};
  border: 2px solid;
  font-weight: 700;
  text-decoration: none;
  transition:
    background-color 150ms ease,
    color 150ms ease;
  ${({ $variant = 'primary', theme }) =>
    ({
      primary: `background: ${theme.colors.accent}; border-color: ${theme.colors.accent}; color: #fff;
        &:hover { background: #b0621a; border-color: #b0621a; }`,
      secondary: `background: #fff; border-color: ${theme.colors.brand}; color: ${theme.colors.brand};
        &:hover { background: ${theme.colors.brandLight}; }`,
      inverse: `background: transparent; border-color: #fff; color: #fff;
        &:hover { background: rgba(255, 255, 255, 0.12); }`,
    })[$variant]}
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(5)};
`;
