import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatKennitala, formatPhone } from '../../../domain';
import type { ScreenProps } from '../screen-props';
import { Card, SectionHeader } from '../shared/card';
import { ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { useGeneralInfo } from './api';
import { ContactDetailsForm } from './contact-details-form';
import { actingAsSelfInCustomerPortal } from './popup-session';
import { ProfilePictureSection } from './profile-picture-section';
import { theme } from '../../../components/theme';

const Facts = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  ${theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Note = styled.p`
  margin: ${theme.space(3)} 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Intro = styled.p`
  margin: 0 0 ${theme.space(4)};
`;

/**
 * Stillingar → Almennt: who we know you as, how we reach you, and your picture. Someone acting
 * for another person or company (or staff) sees the contact details but cannot change them: the
 * e-mail and phone are ways into that person's account, and the server refuses.
 */
export function GeneralSettingsScreen({ user }: ScreenProps) {
  const { t } = useTranslation();
  const info = useGeneralInfo();
  const header = (
    <ScreenHeader title={t('settings|generalHeading')} intro={t('settings|generalIntro')} />
  );

  if (info.isPending)
    return (
      <>
        {header}
        <ScreenLoading label={t('settings|loading')} />
      </>
    );
  if (info.isError)
    return (
      <>
        {header}
        <ScreenError error={info.error} onRetry={() => void info.refetch()} />
      </>
    );

  const data = info.data;
  const notRegistered = t('settings|notRegistered');
  // The picture is the signed-in person's own, so it shows only while acting as oneself.
  const actingAsSelf = user.currentProxyUser.value === user.ssn;

  return (
    <>
      {header}
      <Card as="section" aria-labelledby="settings-personal">
        <SectionHeader style={{ marginTop: 0 }}>
          <h2 id="settings-personal">
            {data.isCompany ? t('settings|companyHeading') : t('settings|personalHeading')}
          </h2>
        </SectionHeader>
        <Facts>
          <div>
            <dt>{t('settings|name')}</dt>
            <dd>{data.fullName}</dd>
          </div>
          <div>
            <dt>{t('settings|kennitala')}</dt>
            <dd>{formatKennitala(data.ssn)}</dd>
          </div>
          {!data.isCompany && (
            <div>
              <dt>{t('settings|spouse')}</dt>
              <dd>
                {data.spouse
                  ? `${data.spouse.name} (${formatKennitala(data.spouse.ssn)})`
                  : notRegistered}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('settings|address')}</dt>
            <dd>
              {data.address
                ? `${data.address.street}, ${data.address.postalCode} ${data.address.town}`
                : notRegistered}
            </dd>
          </div>
        </Facts>
        <Note>{t('settings|addressNote')}</Note>
      </Card>

      <SectionHeader>
        <h2 id="settings-contact">{t('settings|contactHeading')}</h2>
      </SectionHeader>
      <Card as="section" aria-labelledby="settings-contact">
        <Intro>{t('settings|contactIntro')}</Intro>
        {actingAsSelfInCustomerPortal(user) ? (
          <ContactDetailsForm
            idPrefix="settings-contact"
            waitingEmail={data.pendingEmail}
            initial={{
              email: data.email,
              mobilePhone: data.mobilePhone,
              homePhone: data.homePhone,
            }}
          />
        ) : (
          <>
            <Facts>
              <div>
                <dt>{t('settings|email')}</dt>
                <dd>{data.email || notRegistered}</dd>
              </div>
              <div>
                <dt>{t('settings|mobilePhone')}</dt>
                <dd>{data.mobilePhone ? formatPhone(data.mobilePhone) : notRegistered}</dd>
              </div>
              <div>
                <dt>{t('settings|homePhone')}</dt>
                <dd>{data.homePhone ? formatPhone(data.homePhone) : notRegistered}</dd>
              </div>
            </Facts>
            <Note role="note">
              {t(
                user.isEmployeeImpersonating
                  ? 'settings|contactReadOnlyStaff'
                  : data.isCompany
                    ? 'settings|contactReadOnlyCompany'
                    : 'settings|contactReadOnlyProxy',
              )}
            </Note>
          </>
        )}
      </Card>

      {actingAsSelf && (
        <>
          <SectionHeader>
            <h2 id="settings-picture">{t('settings|pictureHeading')}</h2>
          </SectionHeader>
          <Card as="section" aria-labelledby="settings-picture">
            <Intro>{t('settings|pictureIntro')}</Intro>
            <ProfilePictureSection
              pictureUrl={user.profilePicture}
              fullName={user.fullName}
              canChange={!user.isEmployeeImpersonating}
            />
          </Card>
        </>
      )}
    </>
  );
}
