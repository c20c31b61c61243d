import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dropdown } from '../../../components';
import type { Impersonation, SwitchedCustomer } from '../../../domain/api/user';
import { errorMessage } from '../../../lib/api';
import { useSwitchCustomer } from '../api';
import { CustomerLookup } from '../lookup/customer-lookup';
import { theme } from '../../../components/theme';

const Body = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)};
  width: min(22rem, calc(100vw - 2rem));
  p {
    margin: 0;
  }
`;

const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${theme.colors.border};
`;

type StaffMenuProps = {
  staffName: string;
  readOnly: boolean;
  /** The customer being acted for, with their spouse if they have one. */
  acting:
    { name: string; spouseSsn: string | null; impersonation: Impersonation | null } | undefined;
  onImpersonate: (customer: SwitchedCustomer) => void;
  onSignOut: () => void;
};

/**
 * The staff dropdown in the header: look a customer up by kennitala and act for them, or open the
 * spouse's pages (with the reason already given). Toggles on click; closes on a click outside and
 * on Escape.
 */
export function StaffMenu({
  staffName,
  readOnly,
  acting,
  onImpersonate,
  onSignOut,
}: StaffMenuProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const switchCustomer = useSwitchCustomer();
  const chosen = (customer: SwitchedCustomer) => {
    setOpen(false);
    onImpersonate(customer);
  };
  const why = acting?.impersonation;

  return (
    <Dropdown label={staffName} align="end" open={open} onOpenChange={setOpen}>
      <Body>
        <p>
          <strong>{t('portal|staff.signedInAs', { name: staffName })}</strong>
        </p>
        {readOnly && <p>{t('portal|staff.readonlyNotice')}</p>}
        {acting && <p>{t('portal|staff.actingFor', { name: acting.name })}</p>}
        {/* Mounted only while open, so the lookup starts empty each time. */}
        {open && <CustomerLookup onImpersonate={chosen} />}
        {acting?.spouseSsn && why && (
          <>
            <Divider />
            <Button
              variant="link"
              loading={switchCustomer.isPending}
              onClick={() =>
                switchCustomer.mutate(
                  { ssn: acting.spouseSsn!, reason: why.reason, note: why.note },
                  { onSuccess: chosen },
                )
              }
            >
              {t('portal|staffLoginSpouse')}
            </Button>
            <p>{t('portal|staff.spouseReason')}</p>
            {switchCustomer.isError && (
              <p role="alert">{errorMessage(switchCustomer.error, i18n)}</p>
            )}
          </>
        )}
        <Divider />
        <Button variant="secondary" onClick={onSignOut}>
          {t('portal|signOut')}
        </Button>
      </Body>
    </Dropdown>
  );
}
