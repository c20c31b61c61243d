import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Button, Modal } from '../../../components';
import { CONTACT_DETAILS_TYPE, TIMING_MS } from '../../../domain';
import { STORAGE_KEYS } from '../../../lib/api';
import type { PortalUser } from '../api/user';
import { useDismissPopup, usePopupDismissal } from './api';
import { ContactDetailsForm } from './contact-details-form';
import { actingAsSelfInCustomerPortal, useSessionFlag, useSharedFlag } from './popup-session';

/**
 * Whether the contact-details popup asks now (or is still finding out, or is closing after an
 * answer): the bank-details popup waits while it does, so only one popup shows at a time.
 */
export function useContactPopupState(user: PortalUser) {
  const eligible = actingAsSelfInCustomerPortal(user) && user.popupinfo.showPopup;
  const [hidden, hide] = useSessionFlag(STORAGE_KEYS.hidePopupContact);
  // After a save the popup stays for the close delay, though the refreshed user info and the
  // dismissal record would already close it.
  const [closing, setClosing] = useSharedFlag('contactPopupClosing');
  const dismissal = usePopupDismissal(CONTACT_DETAILS_TYPE, eligible && !hidden);
  const dismissed = dismissal.isSuccess && Boolean(dismissal.data.dismissedAt);
  const shown = closing || (eligible && !hidden && dismissal.isSuccess && !dismissed);
  const asking = closing || (eligible && !hidden && !dismissal.isError && !dismissed);
  return { shown, asking, hide, setClosing };
}

/**
 * The contact-details popup: in the customer portal only (never for staff), for the signed-in
 * person acting as themself, when /info/ says contact details are missing and no dismissal is on
 * record. Saving shows 'updateSuccess' (or 'updateFailed' and a banner); either way it closes
 * after 200 ms and records the dismissal. "Not now" hides it for this session.
 */
export function ContactDetailsPopup({ user }: { user: PortalUser }) {
  const { t } = useTranslation();
  const { shown, hide, setClosing } = useContactPopupState(user);
  const dismiss = useDismissPopup(CONTACT_DETAILS_TYPE);
  const timer = useRef<number>();
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      setClosing(false);
    },
    [setClosing],
  );

  if (!shown) return null;

  return (
    <Modal title={t('settings|popupTitle')} name="contact-details" onClose={hide} size="medium">
      <p>{t('settings|popupIntro')}</p>
      <ContactDetailsForm
        idPrefix="contact-popup"
        initial={{
          email: user.popupinfo.email,
          mobilePhone: user.popupinfo.mobilePhone,
          homePhone: user.popupinfo.homePhone,
        }}
        onSettled={() => {
          setClosing(true);
          dismiss.mutate();
          timer.current = window.setTimeout(() => {
            hide();
            setClosing(false);
          }, TIMING_MS.popupCloseDelay);
        }}
        secondaryAction={
          <Button variant="secondary" onClick={hide}>
            {t('settings|popupLater')}
          </Button>
        }
      />
    </Modal>
  );
}
