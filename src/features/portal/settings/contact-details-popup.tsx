import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../components';
import { CONTACT_DETAILS_TYPE, TIMING_MS } from '../../../domain';
import { STORAGE_KEYS } from '../../../lib/api';
import type { PortalUser } from '../api/user';
import { useDismissPopup, usePopupDismissal } from './api';
import { ContactDetailsForm } from './contact-details-form';

function hiddenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.hidePopupContact) === 'true';
  } catch {
    return false;
  }
}

function hideThisSession(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.hidePopupContact, 'true');
  } catch {
    // Without session storage the server's dismissal record still keeps it closed.
  }
}

/**
 * SPEC §4 contact-details popup: in the customer portal only (never for staff), for the signed-in
 * person acting as themself, when /info/ says contact details are missing and no dismissal is on
 * record. Saving shows 'updateSuccess' (or 'updateFailed' and a banner); either way it closes
 * after 200 ms and records the dismissal. "Not now" hides it for this session.
 */
export function ContactDetailsPopup({ user }: { user: PortalUser }) {
  const { t } = useTranslation();
  const eligible =
    !user.isEmployeeImpersonating &&
    Boolean(user.ssn) &&
    user.ssn === user.currentProxyUser.value &&
    user.popupinfo.showPopup;
  const [hidden, setHidden] = useState(hiddenThisSession);
  const dismissal = usePopupDismissal(CONTACT_DETAILS_TYPE, eligible && !hidden);
  const dismiss = useDismissPopup(CONTACT_DETAILS_TYPE);
  const [closed, setClosed] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!eligible || hidden || closed || !dismissal.isSuccess || dismissal.data.dismissedAt) {
    return null;
  }

  const later = () => {
    hideThisSession();
    setHidden(true);
  };

  return (
    <Modal title={t('settings|popupTitle')} onClose={later} size="medium">
      <p>{t('settings|popupIntro')}</p>
      <ContactDetailsForm
        idPrefix="contact-popup"
        initial={{
          email: user.popupinfo.email,
          mobilePhone: user.popupinfo.mobilePhone,
          homePhone: user.popupinfo.homePhone,
        }}
        onSettled={() => {
          hideThisSession();
          dismiss.mutate();
          timer.current = window.setTimeout(() => setClosed(true), TIMING_MS.popupCloseDelay);
        }}
        secondaryAction={
          <Button variant="secondary" onClick={later}>
            {t('settings|popupLater')}
          </Button>
        }
      />
    </Modal>
  );
}
