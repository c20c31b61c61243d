import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Link, Skeleton } from '../../../components';
import { CARHELP_API } from '../../../domain/api/content-paths';
import type { Benefit, BenefitKind, Policy } from '../../../domain/api/portal';
import { call } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { Badge } from '../shared/badge';
import { Card, SectionHeader } from '../shared/card';
import { localized } from '../shared/format';
import { ScreenError } from '../shared/screen-states';
import { useBenefits } from './api';
import { theme } from '../../../components/theme';
import { LineIcon } from '../../../components/line-icon';

const ICONS: Record<BenefitKind, string> = {
  loyalty_discount: 'M12 3l2.6 5.5 6 .7-4.4 4.1 1.1 6-5.3-3-5.3 3 1.1-6L3.4 9.2l6-.7z',
  bundle_discount: 'M4 7l8-4 8 4-8 4zM4 12l8 4 8-4M4 17l8 4 8-4',
  no_claims_bonus: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  roadside_assistance:
    'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.8-.7-.7-2.8z',
  included_service: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
};

const List = styled.ul`
  list-style: none;
  margin: ${theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  ${theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: #fdf0e3;
  color: #8c4f12;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Small = styled.p`
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

const Highlights = styled.p`
  margin: 0;
  font-size: 1.0625rem;
  strong {
    color: ${theme.colors.brandDark};
  }
`;

const HelpLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  a {
    font-weight: 600;
  }
`;

/**
 * GET /api/content/v1/carhelp/ — roadside assistance as editors keep it in the content service:
 * the number to call and the page about it, so the portal never prints a number of its own.
 */
export function useCarHelp(language: Language) {
  return useQuery({
    queryKey: ['content', 'carhelp', language],
    queryFn: ({ signal }) => call(CARHELP_API, { payload: { lang: language }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Whom to call for a car that will not go, and where to read more; nothing until it is known. */
function RoadsideHelp({ language }: { language: Language }) {
  const { t } = useTranslation();
  const help = useCarHelp(language);
  if (!help.data?.call) return null;
  return (
    <HelpLinks>
      <Link href={help.data.call.phone.href}>
        {t('portal|benefits.roadsideCall', { phone: help.data.call.phone.label })}
      </Link>
      {help.data.path && <Link href={help.data.path}>{t('portal|benefits.roadsideMore')}</Link>}
    </HelpLinks>
  );
}

/** What the policies bring besides cover: discounts and services, and the years as a customer. */
export function BenefitsSection({
  language,
  policies,
}: {
  language: Language;
  policies: readonly Policy[];
}) {
  const { t } = useTranslation();
  const benefits = useBenefits();
  const numberOf = new Map(policies.map((policy) => [policy.id, policy.number]));

  let body;
  if (benefits.isPending) {
    body = (
      <div aria-busy="true">
        <Skeleton width="60%" />
        <List>
          <li>
            <Skeleton height={96} />
          </li>
          <li>
            <Skeleton height={96} />
          </li>
        </List>
      </div>
    );
  } else if (benefits.isError) {
    body = <ScreenError error={benefits.error} onRetry={() => void benefits.refetch()} />;
  } else {
    const { customerYears, totalDiscountPercent } = benefits.data;
    body = (
      <>
        <Highlights>
          {customerYears > 0 && (
            <>
              <strong>{t('portal|benefits.customerYears', { count: customerYears })}</strong>
              {totalDiscountPercent > 0 ? ' · ' : ''}
            </>
          )}
          {totalDiscountPercent > 0 && (
            <strong>{t('portal|benefits.totalDiscount', { percent: totalDiscountPercent })}</strong>
          )}
        </Highlights>
        {benefits.data.benefits.length === 0 ? (
          <p>{t('portal|benefits.none')}</p>
        ) : (
          <List>
            {benefits.data.benefits.map((benefit) => (
              <BenefitItem
                key={benefit.id}
                benefit={benefit}
                language={language}
                policyNumbers={benefit.policyIds
                  .map((id) => numberOf.get(id))
                  .filter((number): number is string => Boolean(number))}
              />
            ))}
          </List>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="benefits-heading">
      <SectionHeader>
        <h2 id="benefits-heading">{t('portal|benefits.heading')}</h2>
      </SectionHeader>
      {body}
    </section>
  );
}

function BenefitItem({
  benefit,
  language,
  policyNumbers,
}: {
  benefit: Benefit;
  language: Language;
  policyNumbers: string[];
}) {
  const { t } = useTranslation();
  return (
    <Item>
      <Icon aria-hidden="true">
        <LineIcon d={ICONS[benefit.kind]} size={22} strokeWidth={1.8} />
      </Icon>
      <div>
        <TitleRow>
          <h3>{localized(benefit.title, language)}</h3>
          {benefit.discountPercent !== null && (
            <Badge tone="success">
              {t('portal|benefits.discount', { percent: benefit.discountPercent })}
            </Badge>
          )}
        </TitleRow>
        <p>{localized(benefit.description, language)}</p>
        {benefit.kind === 'roadside_assistance' && <RoadsideHelp language={language} />}
        {policyNumbers.length > 0 && (
          <Small>
            {policyNumbers.length > 2
              ? t('portal|benefits.comesWithCount', { count: policyNumbers.length })
              : t('portal|benefits.comesWith', { numbers: policyNumbers.join(', ') })}
          </Small>
        )}
      </div>
    </Item>
  );
}
