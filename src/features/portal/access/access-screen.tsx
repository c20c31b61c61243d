import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, Modal, notify } from '../../../components';
import { formatKennitala } from '../../../domain';
import type { GrantGiven, GrantHeld } from '../../../domain/api/access-grants';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import type { ScreenProps } from '../screen-props';
import { Badge } from '../shared/badge';
import { Card, CardList, SectionHeader } from '../shared/card';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import {
  useCompanyInvolvement,
  useGiveUpGrant,
  useGrantsGiven,
  useGrantsHeld,
  useRevokeGrant,
} from './api';
import { useMayWrite, WriteButton } from '../shared/may-write';
import { GiveGrantForm } from './give-grant-form';
import { formatDate } from '../../../domain/format';
import { theme } from '../../../components/theme';

const Row = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.textMuted};
  }
`;

const Note = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.colors.textMuted};
`;

const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;

/** "Valid through 3 May 2027" or "Valid until revoked". */
function Validity({ validTo, language }: { validTo: string | null; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      {validTo
        ? t('accessGrants|validUntil', { date: formatDate(validTo, language) })
        : t('accessGrants|validUntilRevoked')}
    </>
  );
}

/** "Are you sure?" before access is taken back or given up; says exactly whose and what. */
function ConfirmModal({
  title,
  text,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} name="access-grant" onClose={onClose} size="small">
      <p>{text}</p>
      <ModalActions>
        <Button onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('accessGrants|cancel')}
        </Button>
      </ModalActions>
    </Modal>
  );
}

/** A section heading that takes focus after a row under it is removed, so the keyboard is not lost. */
function Section({
  id,
  title,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  headingRef?: RefObject<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <SectionHeader>
        <h2 id={id} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
      </SectionHeader>
      {children}
    </section>
  );
}

/**
 * The row being confirmed for removal. After a removal the keyboard goes to the section's heading:
 * the row and its button are gone, and the dialog would otherwise hand focus back to nothing.
 * Done in an effect so it runs after the dialog's own focus return.
 */
function useRemoval<T>() {
  const [confirming, setConfirming] = useState<T | null>(null);
  const [removed, setRemoved] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (removed > 0) headingRef.current?.focus();
  }, [removed]);
  const done = () => {
    setConfirming(null);
    setRemoved((count) => count + 1);
  };
  return { confirming, setConfirming, headingRef, done };
}

function GivenSection({ language, userSsn }: { language: Language; userSsn: string }) {
  const { t, i18n } = useTranslation();
  const given = useGrantsGiven();
  const mayWrite = useMayWrite();
  const revoke = useRevokeGrant();
  const { confirming, setConfirming, headingRef, done } = useRemoval<GrantGiven>();

  if (given.isPending) return <ScreenLoading label={t('accessGrants|loading')} />;
  if (given.isError)
    return <ScreenError error={given.error} onRetry={() => void given.refetch()} />;

  const { grantor, grants } = given.data;
  // The server's answer already leaves read-only staff out; the flag keeps the screens in step.
  const canManage = given.data.canManage && mayWrite;
  const forOther = grantor.ssn !== userSsn;
  const title = forOther
    ? t('accessGrants|givenHeadingFor', { name: grantor.name })
    : t('accessGrants|givenHeading');

  return (
    <>
      {canManage ? (
        <Section id="give-access-heading" title={t('accessGrants|giveHeading')}>
          <Note>{t('accessGrants|giveIntro')}</Note>
          <GiveGrantForm language={language} />
        </Section>
      ) : (
        <Note role="note">{t('accessGrants|cannotManage')}</Note>
      )}
      <Section id="given-heading" title={title} headingRef={headingRef}>
        {grants.length === 0 ? (
          <EmptyState title={t('accessGrants|givenEmptyTitle')}>
            <p>
              {canManage ? t('accessGrants|givenEmptyText') : t('accessGrants|givenEmptyReadOnly')}
            </p>
          </EmptyState>
        ) : (
          <CardList>
            {grants.map((grant) => (
              <li key={grant.id}>
                <Row aria-labelledby={`grant-${grant.id}`}>
                  <div>
                    <h3 id={`grant-${grant.id}`}>{grant.holderName}</h3>
                    <p>
                      {t('accessGrants|kennitala', { ssn: formatKennitala(grant.holderSsn) })} ·{' '}
                      <Validity validTo={grant.validTo} language={language} />
                    </p>
                    {grant.status === 'expired' && (
                      <Badge tone="warning">{t('accessGrants|expired')}</Badge>
                    )}
                  </div>
                  {canManage && (
                    <Button
                      variant="secondary"
                      aria-label={t(
                        grant.status === 'expired'
                          ? 'accessGrants|removeFor'
                          : 'accessGrants|revokeFor',
                        { name: grant.holderName },
                      )}
                      onClick={() => setConfirming(grant)}
                    >
                      {grant.status === 'expired'
                        ? t('accessGrants|remove')
                        : t('accessGrants|revoke')}
                    </Button>
                  )}
                </Row>
              </li>
            ))}
          </CardList>
        )}
      </Section>
      {confirming && (
        <ConfirmModal
          title={t('accessGrants|revokeTitle')}
          text={t('accessGrants|revokeText', {
            name: confirming.holderName,
            grantor: grantor.name,
          })}
          confirmLabel={t('accessGrants|revoke')}
          pending={revoke.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            revoke.mutate(confirming, {
              onSuccess: () => {
                notify.info(t('accessGrants|revokedToast', { name: confirming.holderName }));
                done();
              },
              onError: (error) => {
                notify.error(errorMessage(error, i18n));
                setConfirming(null);
              },
            })
          }
        />
      )}
    </>
  );
}

function HeldSection({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const held = useGrantsHeld();
  const giveUp = useGiveUpGrant();
  const { confirming, setConfirming, headingRef, done } = useRemoval<GrantHeld>();

  let body: ReactNode;
  if (held.isPending) body = <ScreenLoading label={t('accessGrants|loading')} />;
  else if (held.isError)
    body = <ScreenError error={held.error} onRetry={() => void held.refetch()} />;
  else if (held.data.grants.length === 0)
    body = (
      <EmptyState title={t('accessGrants|heldEmptyTitle')}>
        <p>{t('accessGrants|heldEmptyText')}</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <Note>{t('accessGrants|heldIntro')}</Note>
        <CardList>
          {held.data.grants.map((grant) => (
            <li key={grant.id}>
              <Row aria-labelledby={`held-${grant.id}`}>
                <div>
                  <h3 id={`held-${grant.id}`}>{grant.grantorName}</h3>
                  <p>
                    {grant.grantorIsCompany ? t('accessGrants|company') : t('accessGrants|person')}{' '}
                    · <Validity validTo={grant.validTo} language={language} />
                  </p>
                </div>
                <WriteButton
                  variant="secondary"
                  aria-label={t('accessGrants|giveUpFor', { name: grant.grantorName })}
                  onClick={() => setConfirming(grant)}
                >
                  {t('accessGrants|giveUp')}
                </WriteButton>
              </Row>
            </li>
          ))}
        </CardList>
      </>
    );

  return (
    <Section id="held-heading" title={t('accessGrants|heldHeading')} headingRef={headingRef}>
      {body}
      {confirming && (
        <ConfirmModal
          title={t('accessGrants|giveUpTitle')}
          text={t('accessGrants|giveUpText', { name: confirming.grantorName })}
          confirmLabel={t('accessGrants|giveUp')}
          pending={giveUp.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            giveUp.mutate(confirming, {
              onSuccess: () => {
                notify.info(t('accessGrants|gaveUpToast', { name: confirming.grantorName }));
                done();
              },
              onError: (error) => {
                notify.error(errorMessage(error, i18n));
                setConfirming(null);
              },
            })
          }
        />
      )}
    </Section>
  );
}

/** Companies the person is involved with: where their grants are managed. Hidden when none. */
function CompaniesSection() {
  const { t } = useTranslation();
  const companies = useCompanyInvolvement();
  if (!companies.data || companies.data.companies.length === 0) return null;
  return (
    <Section id="companies-heading" title={t('accessGrants|companiesHeading')}>
      <CardList>
        {companies.data.companies.map((company) => (
          <li key={company.ssn}>
            <Row aria-labelledby={`company-${company.ssn}`}>
              <div>
                <h3 id={`company-${company.ssn}`}>{company.name}</h3>
                <p>{t(`accessGrants|role.${company.role}`)}</p>
                <p>
                  {company.canActFor
                    ? t('accessGrants|companyManageHint')
                    : t('accessGrants|companyNoAccess')}
                </p>
              </div>
            </Row>
          </li>
        ))}
      </CardList>
    </Section>
  );
}

/** Aðgangsheimildir: give and revoke access to one's pages, and give up access one holds. */
export function AccessScreen({ language, user }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('accessGrants|heading')} intro={t('accessGrants|intro')} />
      <GivenSection language={language} userSsn={user.ssn} />
      <HeldSection language={language} />
      <CompaniesSection />
    </>
  );
}
