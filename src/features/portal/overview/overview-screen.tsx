import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatKennitala, formatPhone, normalizeLocalPhone } from '../../../domain';
import type { ScreenProps } from '../screen-props';
import { theme } from '../../../components/theme';

const Greeting = styled.h1`
  margin-top: 0;
`;

const Card = styled.section`
  margin-top: ${theme.space(6)};
  background: ${theme.colors.surface};
  border-radius: ${theme.radius};
  padding: ${theme.space(5)};
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${theme.space(2)} ${theme.space(5)};
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function greetingKey(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'portal|greetingMorning';
  if (hour < 18) return 'portal|greetingDay';
  return 'portal|greetingEvening';
}

/** The home page's heading: a greeting by first name (a company by its name). */
export function PortalGreeting({ user }: Pick<ScreenProps, 'user'>) {
  const { t } = useTranslation();
  const firstName = user.isCompany ? user.fullName : (user.fullName.split(' ')[0] ?? user.fullName);
  return <Greeting>{t(greetingKey(new Date()), { name: firstName })}</Greeting>;
}

/** The details on record for whoever is signed in; below what needs doing and the policies. */
export function PersonalDetailsCard({ user }: Pick<ScreenProps, 'user'>) {
  const { t } = useTranslation();
  const phone = normalizeLocalPhone(user.popupinfo.mobilePhone);
  return (
    <Card aria-labelledby="details-heading">
      <h2 id="details-heading">{t('portal|detailsHeading')}</h2>
      <dl>
        <dt>{t('portal|kennitala')}</dt>
        <dd>{formatKennitala(user.ssn)}</dd>
        {user.spouseName && (
          <>
            <dt>{t('portal|spouse')}</dt>
            <dd>{user.spouseName}</dd>
          </>
        )}
        <dt>{t('portal|email')}</dt>
        <dd>{user.popupinfo.email || t('portal|notRegistered')}</dd>
        <dt>{t('portal|mobilePhone')}</dt>
        <dd>{phone ? formatPhone(phone) : t('portal|notRegistered')}</dd>
      </dl>
    </Card>
  );
}
