import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/link';
import { telHref } from '../../../domain/phone';
import { useServiceContact } from './service-contact';

/** 'Call us on 440 2000' as a tel: link, or nothing while the content's number is not known. */
export function CallUs({ spaced = false }: { spaced?: boolean }) {
  const { t } = useTranslation();
  const contact = useServiceContact();
  if (!contact) return null;
  return (
    <p style={spaced ? { marginTop: 32 } : undefined}>
      <Link href={telHref(contact.phone)}>{t('layout|callUs', { phone: contact.phone })}</Link>
    </p>
  );
}
