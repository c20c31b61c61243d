import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../components';
import { CONTACT_DETAILS_TYPE, TIMING_MS } from '../../../domain';
import { STORAGE_KEYS } from '../../../lib/api';
import type { PortalUser } from '../api/user';
import { useDismissPopup, usePopupDismissal } from './api';
import { ContactDetailsForm } from './contact-details-form';
import { actingAsSelfInCustomerPortal, useSessionFlag } from './popup-session';

/**
 * Whether the contact-details popup asks now (or is still finding out): the bank-details popup
 * waits while it does, so only one popup shows at a time.
 */
export function useContactPopupState(user: PortalUser) {
  const eligible = actingAsSelfInCustomerPortal(user) && user.popupinfo.showPopup;
  const [hidden, hide] = useSessionFlag(STORAGE_KEYS.hidePopupContact);
  const dismissal = usePopupDismissal(CONTACT_DETAILS_TYPE, eligible && !hidden);
  const asking =
    eligible &&
    !hidden &&
    !dismissal.isError &&
    !(dismissal.isSuccess && dismissal.data.dismissedAt);
  return { eligible, hidden, hide, dismissal, asking };
}

/**
 * The contact-details popup: in the customer portal only (never for staff), for the signed-in
 * person acting as themself, when /info/ says contact details are missing and no dismissal is on
 * record. Saving shows 'updateSuccess' (or 'updateFailed' and a banner); either way it closes
 * after 200 ms and records the dismissal. "Not now" hides it for this session.
 */
export function ContactDetailsPopup({ user }: { user: PortalUser }) {
  const { t } = useTranslation();
  const { eligible, hidden, hide, dismissal } = useContactPopupState(user);
  const dismiss = useDismissPopup(CONTACT_DETAILS_TYPE);
  const [closed, setClosed] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!eligible || hidden || closed || !dismissal.isSuccess || dismissal.data.dismissedAt) {
    return null;
  }

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
          hide();
          dismiss.mutate();
          timer.current = window.setTimeout(() => setClosed(true), TIMING_MS.popupCloseDelay);
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
