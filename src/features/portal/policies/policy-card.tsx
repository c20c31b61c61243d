import { useTranslation } from 'react-i18next';
import { useElementId } from '../../../components/use-element-id';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components';
import { formatKennitala } from '../../../domain';
import { PORTAL_API, type Policy, type PolicyStatus } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../shared/badge';
import { Card } from '../shared/card';
import { DataTable } from '../shared/data-table';
import { localized } from '../shared/format';
import { DownloadButton, SendByEmailButton } from '../shared/mail-and-download';
import { WithdrawalNotice } from './withdrawal-notice';
import { policyKeys, usePolicy } from './api';
import { ProductIcon } from './product-icon';
import { PrintButton } from '../shared/print-button';
import { formatDate, formatIsk, formatPeriod } from '../../../domain/format';
import { theme } from '../../../components/theme';

const STATUS_TONE: Record<PolicyStatus, BadgeTone> = {
  active: 'success',
  pending: 'info',
  ended: 'neutral',
};

export function PolicyStatusBadge({ policy, language }: { policy: Policy; language: Language }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[policy.status]}>
      {policy.status === 'pending'
        ? t('portal|policies.startsOn', { date: formatDate(policy.periodStart, language) })
        : t(`portal|policies.status.${policy.status}`)}
    </Badge>
  );
}

const Article = styled(Card).attrs({ as: 'article' })`
  padding: 0;
  overflow: hidden;
`;

const Summary = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(3)} ${theme.space(4)};
  padding: ${theme.space(4)};
  ${theme.up('md')} {
    grid-template-columns: auto minmax(0, 1.4fr) minmax(0, 1fr);
    padding: ${theme.space(5)} ${theme.space(5)} ${theme.space(4)};
  }
`;

const Title = styled.div`
  min-width: 0;
  h4 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
  }
`;

const PolicyNumber = styled.p`
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Facts = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  font-size: 0.9375rem;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  ${theme.up('md')} {
    grid-column: auto;
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 0;
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.brand};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandLight};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  svg {
    flex: none;
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${theme.up('md')} {
    padding: ${theme.space(2)} ${theme.space(5)};
  }
`;

/** One policy: the essentials at a glance, everything else behind "Show details". */
export function PolicyCard({ policy, language }: { policy: Policy; language: Language }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useElementId();
  const headingId = `${id}-heading`;
  const panelId = `${id}-panel`;
  return (
    <Article aria-labelledby={headingId} data-policy-number={policy.number}>
      <Summary>
        <ProductIcon kind={policy.product.kind} />
        <Title>
          <h4 id={headingId}>{localized(policy.product.name, language)}</h4>
          <p>{localized(policy.insuredObject, language)}</p>
          <PolicyNumber>
            {t('portal|policies.numberShort')} {policy.number}
          </PolicyNumber>
        </Title>
        <Facts>
          <dt>{t('portal|policies.status')}</dt>
          <dd>
            <PolicyStatusBadge policy={policy} language={language} />
          </dd>
          <dt>{t('portal|policies.period')}</dt>
          <dd>{formatPeriod(policy.periodStart, policy.periodEnd, language)}</dd>
          <dt>{t('portal|policies.premium')}</dt>
          <dd>
            <Premium policy={policy} language={language} />
          </dd>
        </Facts>
      </Summary>
      <WithdrawalNotice policy={policy} language={language} />
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          {t('portal|policies.showDetails')}
          <VisuallyHidden>
            {': '}
            {localized(policy.product.name, language)} {policy.number}
          </VisuallyHidden>
        </span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Toggle>
      <div id={panelId} hidden={!open}>
        {open && <PolicyDetails policy={policy} language={language} />}
      </div>
    </Article>
  );
}

function Premium({ policy, language }: { policy: Policy; language: Language }) {
  const { t } = useTranslation();
  if (policy.annualPremium === 0) return <>{t('portal|policies.noPremium')}</>;
  return (
    <>
      {t('portal|policies.perYear', { amount: formatIsk(policy.annualPremium, language) })}
      {', '}
      {t(`portal|policies.frequency.${policy.paymentFrequency}`).toLocaleLowerCase(language)}
    </>
  );
}

const Details = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  padding: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
  ${theme.up('md')} {
    padding: ${theme.space(5)};
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    column-gap: ${theme.space(6)};
  }
  h5 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1rem;
    color: ${theme.colors.brandDark};
  }
`;

const Wide = styled.div`
  ${theme.up('md')} {
    grid-column: 1 / -1;
  }
`;

const InfoList = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${theme.colors.textMuted};
`;

const DocumentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${theme.space(1)} 0 ${theme.space(2)};
    border-bottom: 1px solid ${theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  button {
    min-height: 36px;
    padding-left: 0;
    text-align: left;
  }
`;

const DocumentMeta = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`;

const DocumentDate = styled.span`
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

const SendRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`;

/** Everything about one policy: the facts, its covers and its documents, and "send it to me". */
export function PolicyDetails({
  policy: listed,
  language,
}: {
  policy: Policy;
  language: Language;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The overview's copy shows at once; the fresh one follows (documents may have been read).
  const { data } = usePolicy(listed.id, listed);
  const policy = data ?? listed;
  const productName = localized(policy.product.name, language);

  const refreshDocuments = () => {
    void queryClient.invalidateQueries({ queryKey: policyKeys.policy(policy.id) });
    void queryClient.invalidateQueries({ queryKey: policyKeys.overview() });
  };

  return (
    <Details>
      <div>
        <h5>{t('portal|policies.aboutPolicy')}</h5>
        <InfoList>
          <dt>{t('portal|policies.number')}</dt>
          <dd>{policy.number}</dd>
          <dt>{t('portal|policies.holder')}</dt>
          <dd>
            {policy.holderName}, {formatKennitala(policy.holderSsn)}
          </dd>
          <dt>{t('portal|policies.product')}</dt>
          <dd>
            {productName} <Muted>({policy.product.code})</Muted>
          </dd>
          <dt>{t('portal|policies.insured')}</dt>
          <dd>{localized(policy.insuredObject, language)}</dd>
          <dt>{t('portal|policies.period')}</dt>
          <dd>{formatPeriod(policy.periodStart, policy.periodEnd, language)}</dd>
          <dt>{t('portal|policies.annualPremium')}</dt>
          <dd>
            {policy.annualPremium === 0
              ? t('portal|policies.noPremium')
              : formatIsk(policy.annualPremium, language)}
          </dd>
          <dt>{t('portal|policies.paymentFrequency')}</dt>
          <dd>{t(`portal|policies.frequency.${policy.paymentFrequency}`)}</dd>
          <dt>{t('portal|policies.status')}</dt>
          <dd>
            <PolicyStatusBadge policy={policy} language={language} />
          </dd>
        </InfoList>
      </div>
      <div>
        <h5>{t('portal|policies.documents')}</h5>
        {policy.documents.length === 0 ? (
          <p>
            <Muted>{t('portal|policies.noDocuments')}</Muted>
          </p>
        ) : (
          <DocumentList>
            {policy.documents.map((document) => {
              const title = localized(document.title, language);
              return (
                <li key={document.id}>
                  <DownloadButton
                    variant="link"
                    path={PORTAL_API.downloadDocument}
                    options={{ payload: { id: document.id } }}
                    fallbackName={`${title}.pdf`}
                    label={t('portal|policies.downloadDocument', { title })}
                    onDownloaded={refreshDocuments}
                  />
                  <DocumentMeta>
                    <DocumentDate>{formatDate(document.createdAt, language)}</DocumentDate>
                    {document.unread && <Badge tone="info">{t('portal|policies.unread')}</Badge>}
                  </DocumentMeta>
                </li>
              );
            })}
          </DocumentList>
        )}
      </div>
      <Wide>
        <DataTable>
          <caption>{t('portal|policies.coveragesCaption', { product: productName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portal|policies.coverage')}</th>
              <th scope="col" className="num">
                {t('portal|policies.sumInsured')}
              </th>
              <th scope="col" className="num">
                {t('portal|policies.deductible')}
              </th>
            </tr>
          </thead>
          <tbody>
            {policy.coverages.map((coverage) => (
              <tr key={coverage.id}>
                <th scope="row">{localized(coverage.name, language)}</th>
                <td className="num">
                  {coverage.sumInsured === null ? (
                    <Muted>{t('portal|policies.noSum')}</Muted>
                  ) : (
                    formatIsk(coverage.sumInsured, language)
                  )}
                </td>
                <td className="num">
                  {coverage.deductible === null ? (
                    <Muted>{t('portal|policies.noDeductible')}</Muted>
                  ) : (
                    formatIsk(coverage.deductible, language)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Wide>
      <Wide>
        <SendRow>
          <PrintButton
            query={{ type: 'policy', id: policy.id }}
            fallbackName={`${policy.number}.pdf`}
            label={t('portal|policies.openPolicyPdf')}
          />
          <SendByEmailButton
            path={PORTAL_API.sendPolicy}
            payload={{ id: policy.id }}
            label={t('portal|policies.sendPolicy')}
          />
        </SendRow>
      </Wide>
    </Details>
  );
}
