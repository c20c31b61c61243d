import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(5)}`};
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  p {
    font-size: 1.2rem;
    max-width: 46rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin-top: 0;
    font-size: 1.35rem;
  }
`;

const SECTIONS = ['individuals', 'companies', 'claims', 'portal'] as const;

export function FrontPageContent() {
  const { t } = useTranslation();
  return (
    <>
      <Hero>
        <h1>{t('front|heading')}</h1>
        <p>{t('front|intro')}</p>
      </Hero>
      <Cards>
        {SECTIONS.map((section) => (
          <Card key={section} aria-labelledby={`front-${section}`}>
            <h2 id={`front-${section}`}>{t(`front|${section}Heading`)}</h2>
            <p>{t(`front|${section}Text`)}</p>
          </Card>
        ))}
      </Cards>
    </>
  );
}
