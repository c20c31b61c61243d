import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField } from '../../../components';
import { KENNITALA_LENGTH, STAFF_LOOKUP_MASK, unmask } from '../../../domain';
import { errorMessage } from '../../../lib/api';
import { lookupCustomer, useSwitchCustomer } from '../api/staff';

const Panel = styled.section`
  max-width: 32rem;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Found = styled.p`
  margin: 0;
  font-weight: 600;
  min-height: 1.5em;
`;

type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; name: string }
  | { status: 'error'; message: string };

/**
 * Staff look a customer up by kennitala: ten digits start a lookup that
 * shows 'augnablik..' and then the name; only then can they act as that customer.
 */
export function StaffHome({ onImpersonate }: { onImpersonate: (ssn: string) => void }) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState('');
  const [lookup, setLookup] = useState<LookupState>({ status: 'idle' });
  const switchCustomer = useSwitchCustomer();
  const digits = unmask(value);

  useEffect(() => {
    if (digits.length !== KENNITALA_LENGTH) {
      setLookup({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: 'loading' });
    lookupCustomer(digits, controller.signal).then(
      (result) => setLookup({ status: 'found', name: result.name }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLookup({ status: 'error', message: errorMessage(error, i18n) });
      },
    );
    return () => controller.abort();
  }, [digits, i18n]);

  return (
    <Panel aria-labelledby="staff-heading">
      <h1 id="staff-heading">{t('portal|staffHeading')}</h1>
      <p>{t('portal|staffChooseCustomer')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (lookup.status !== 'found') return;
          switchCustomer.mutate(digits, { onSuccess: (customer) => onImpersonate(customer.ssn) });
        }}
      >
        <TextField
          name="customerSsn"
          label={t('portal|staffLookupLabel')}
          hint={t('portal|staffLookupHint')}
          value={value}
          mask={STAFF_LOOKUP_MASK}
          onChange={(event) => setValue(event.target.value)}
          touched={lookup.status === 'error'}
          error={lookup.status === 'error' ? lookup.message : undefined}
          autoComplete="off"
        />
        <Found aria-live="polite">
          {lookup.status === 'loading' && t('portal|staffLookupLoading')}
          {lookup.status === 'found' && lookup.name}
        </Found>
        <Button
          type="submit"
          disabled={lookup.status !== 'found'}
          loading={switchCustomer.isPending}
        >
          {t('portal|staffLoginAs')}
        </Button>
      </form>
    </Panel>
  );
}
