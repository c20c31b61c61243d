import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components';
import { formatKennitala } from '../../../domain';

const Banner = styled.div`
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.warning};
  border-bottom: 2px solid ${({ theme }) => theme.colors.warning};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

type StaffBannerProps = {
  name: string;
  ssn: string;
  spouseSsn: string | null;
  onSwitch: (ssn: string) => void;
  onEnd: () => void;
};

/** Always visible while an employee acts for a customer. */
export function StaffBanner({ name, ssn, spouseSsn, onSwitch, onEnd }: StaffBannerProps) {
  const { t } = useTranslation();
  return (
    <Banner role="region" aria-label={t('portal|staffMenu')}>
      <Inner>
        <p>{t('portal|staffBanner', { name, ssn: formatKennitala(ssn) })}</p>
        <div>
          {spouseSsn && (
            <Button variant="link" onClick={() => onSwitch(spouseSsn)}>
              {t('portal|staffLoginSpouse')}
            </Button>
          )}
          <Button variant="secondary" onClick={onEnd}>
            {t('portal|staffEndImpersonation')}
          </Button>
        </div>
      </Inner>
    </Banner>
  );
}
