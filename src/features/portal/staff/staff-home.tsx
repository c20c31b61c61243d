import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SwitchedCustomer } from '../../../domain/api/user';
import { CustomerLookup } from './customer-lookup';

const Panel = styled.section`
  max-width: 32rem;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The staff portal's home while acting for nobody: look a customer up and say why. */
export function StaffHome({
  onImpersonate,
  notice,
}: {
  onImpersonate: (customer: SwitchedCustomer) => void;
  /** Why the employee is back here, when it was not their own choice (the acting ran out). */
  notice?: string;
}) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="staff-heading">
      <h1 id="staff-heading">{t('portal|staffHeading')}</h1>
      {notice && <p role="status">{notice}</p>}
      <p>{t('portal|staffChooseCustomer')}</p>
      <CustomerLookup onImpersonate={onImpersonate} />
    </Panel>
  );
}
