import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from '../../../components';
import { TIMING_MS } from '../../../domain';
import { type PopupType } from '../../../domain/api/settings-rules';
import { emptyBankInfo, isCompleteBankInfo } from '../../../domain/bank';
import { STORAGE_KEYS } from '../../../lib/api';
import type { PortalUser } from '../api/user';
import { useDismissPopup, usePopupDismissal } from '../settings/api';
import { useContactPopupState } from '../settings/contact-details-popup';
import { actingAsSelfInCustomerPortal, useSessionFlag } from '../settings/popup-session';
import { useBankInfo } from './api';
import { BankForm } from './bank-form';

const BANK_DETAILS_TYPE: PopupType = 'bankDetailsModal';

/**
 * Whether the bank-details popup asks (`asking`), or may yet once what it loads is in
 * (`undecided`); the card dialog reads this so that only one of them opens on a page load.
 */
export function useBankPopupState(user: PortalUser) {
  const contact = useContactPopupState(user);
  const [hidden, hide] = useSessionFlag(STORAGE_KEYS.hidePopupBank);
  const eligible = actingAsSelfInCustomerPortal(user) && !hidden && !contact.asking;
  const bankInfo = useBankInfo(eligible);
  const noAccount = bankInfo.isSuccess && !isCompleteBankInfo(bankInfo.data);
  const dismissal = usePopupDismissal(BANK_DETAILS_TYPE, eligible && noAccount);
  const asking = eligible && noAccount && dismissal.isSuccess && !dismissal.data.dismissedAt;
  const undecided =
    eligible && (bankInfo.isPending || (noAccount && dismissal.isPending && !dismissal.isError));
  return { hide, asking, undecided };
}

/**
 * The bank-details popup: in the customer portal only, for the signed-in person acting as
 * themself. It loads the bank info first and asks only when no account is registered, no
 * dismissal is on record and the contact-details popup is not asking (that one goes first).
 * A save refreshes the user info (through the bank form's save), shows the form's success toast,
 * records the dismissal and closes after 200 ms. "Not now" hides it for this session.
 */
export function BankDetailsPopup({ user }: { user: PortalUser }) {
  const { t } = useTranslation();
  const { hide, asking } = useBankPopupState(user);
  const dismiss = useDismissPopup(BANK_DETAILS_TYPE);
  // Once saved, the popup stays until the close delay has passed, though the account now exists.
  const [phase, setPhase] = useState<'asking' | 'saved' | 'closed'>('asking');
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (phase === 'closed' || (phase === 'asking' && !asking)) return null;

  const later = () => {
    hide();
    setPhase('closed');
  };

  return (
    <Modal
      title={t('settingsPayment|popupTitle')}
      name="bank-details"
      onClose={later}
      size="medium"
    >
      <p>{t('settingsPayment|popupIntro')}</p>
      <BankForm
        initialValues={emptyBankInfo}
        loading={false}
        onSaved={() => {
          setPhase('saved');
          dismiss.mutate();
          timer.current = window.setTimeout(() => setPhase('closed'), TIMING_MS.popupCloseDelay);
        }}
        secondaryAction={
          <Button variant="secondary" onClick={later}>
            {t('settingsPayment|popupLater')}
          </Button>
        }
      />
    </Modal>
  );
}
