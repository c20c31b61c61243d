import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Skeleton } from '../../../components';
import { formatDate, formatKennitala } from '../../../domain';
import type { Language } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { useNewClaims } from '../api/staff';

const TableWrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* On a phone each claim is a block of its own rather than a row too wide to read. */
  ${({ theme }) => theme.down('md')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr,
    td {
      display: block;
    }
    td {
      border: 0;
      padding: ${({ theme }) => theme.space(1)} 0;
    }
    tr {
      padding: ${({ theme }) => theme.space(3)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

/**
 * The new-claims queue: claims reported and not yet looked at, oldest first. Choosing the
 * claimant takes the employee to the staff home with the customer ready to act for, with a reason.
 */
export function NewClaimsScreen({
  language,
  onChoose,
}: {
  language: Language;
  onChoose: (kennitala: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const claims = useNewClaims();
  return (
    <>
      <h1 id="new-claims-heading">{t('portal|staff.newClaimsHeading')}</h1>
      <p>{t('portal|staff.newClaimsIntro')}</p>
      {claims.isPending && (
        <div aria-busy="true" aria-label={t('portal|loading')}>
          <Skeleton width="100%" height={120} />
        </div>
      )}
      {claims.isError && <p role="alert">{errorMessage(claims.error, i18n)}</p>}
      {claims.data && claims.data.claims.length === 0 && <p>{t('portal|staff.newClaimsNone')}</p>}
      {claims.data && claims.data.claims.length > 0 && (
        <TableWrap>
          <Table aria-labelledby="new-claims-heading">
            <thead>
              <tr>
                <th scope="col">{t('portal|staff.claimNumber')}</th>
                <th scope="col">{t('portal|staff.claimWhat')}</th>
                <th scope="col">{t('portal|staff.claimReported')}</th>
                <th scope="col">{t('portal|staff.claimant')}</th>
              </tr>
            </thead>
            <tbody>
              {claims.data.claims.map((claim) => (
                <tr key={claim.number}>
                  <td>{claim.number}</td>
                  <td>{claim.title[language]}</td>
                  <td>
                    <time dateTime={claim.reportedDate}>
                      {formatDate(claim.reportedDate, language)}
                    </time>
                  </td>
                  <td>
                    {claim.customer.name} ({formatKennitala(claim.customer.kennitala)})
                    <br />
                    <Button variant="secondary" onClick={() => onChoose(claim.customer.kennitala)}>
                      {t('portal|staff.chooseCustomer', { name: claim.customer.name })}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {claims.data.truncated && <p>{t('portal|staff.newClaimsTruncated')}</p>}
        </TableWrap>
      )}
    </>
  );
}
