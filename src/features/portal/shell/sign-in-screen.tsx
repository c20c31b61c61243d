import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Logo } from '../../../components';
import { useAuth } from '../../auth';
import { theme } from '../../../components/theme';

const Card = styled.section`
  max-width: 28rem;
  margin: ${theme.space(8)} auto;
  padding: ${theme.space(6)};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  display: grid;
  gap: ${theme.space(4)};
  h1 {
    margin: 0;
  }
`;

/** What a visitor who is not signed in sees at a portal address. */
export function SignInScreen() {
  const { t } = useTranslation();
  const { loginWithRedirect, loginWithPopup } = useAuth();
  const [busy, setBusy] = useState<'redirect' | 'popup' | undefined>();
  // The card is in the built page and paints before the code arrives; a press before then would
  // be lost, so the buttons wait, visibly, until they can act. (A render after mounting, not
  // during hydration: Preact leaves the built page's attributes as they are while hydrating.)
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <Card aria-labelledby="sign-in-heading">
      <Logo variant="mitt-vis" />
      <h1 id="sign-in-heading">{t('portal|signInHeading')}</h1>
      <p>{t('portal|signInText')}</p>
      <Button
        fullWidth
        disabled={!ready}
        loading={busy === 'redirect'}
        onClick={() => {
          setBusy('redirect');
          void loginWithRedirect().catch(() => setBusy(undefined));
        }}
      >
        {t('portal|signIn')}
      </Button>
      <Button
        variant="secondary"
        fullWidth
        disabled={!ready}
        loading={busy === 'popup'}
        onClick={() => {
          setBusy('popup');
          void loginWithPopup().finally(() => setBusy(undefined));
        }}
      >
        {t('portal|signInPopup')}
      </Button>
    </Card>
  );
}
