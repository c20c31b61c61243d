import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, FormAlert, Logo } from '../../../components';
import { authErrorCode, useAuth } from '../../shared/auth';
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

type SignInProblem = 'signInPopupBlocked' | 'signInPopupTimedOut' | 'signInFailed';

/**
 * What a failed sign-in should tell the visitor, read from the SDK's error code (its error classes
 * would bring the SDK into this screen's bundle). Closing the pop-up window is the visitor's own
 * choice, so it says nothing.
 */
function signInProblem(error: unknown): SignInProblem | undefined {
  const code = authErrorCode(error);
  if (code === 'cancelled') return undefined;
  if (code === 'popup_open') return 'signInPopupBlocked';
  if (code === 'timeout') return 'signInPopupTimedOut';
  return 'signInFailed';
}

/** What a visitor who is not signed in sees at a portal address. */
export function SignInScreen() {
  const { t } = useTranslation();
  const { loginWithRedirect, loginWithPopup } = useAuth();
  const [busy, setBusy] = useState<'redirect' | 'popup' | undefined>();
  const [problem, setProblem] = useState<SignInProblem>();
  // The card is in the built page and paints before the code arrives; a press before then would
  // be lost, so the buttons wait, visibly, until they can act. (A render after mounting, not
  // during hydration: React leaves the built page's attributes as they are while hydrating.)
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <Card aria-labelledby="sign-in-heading">
      <Logo variant="mitt-vis" />
      <h1 id="sign-in-heading">{t('portal|signInHeading')}</h1>
      <p>{t('portal|signInText')}</p>
      {problem && <FormAlert role="alert">{t(`portal|${problem}`)}</FormAlert>}
      <Button
        fullWidth
        disabled={!ready}
        loading={busy === 'redirect'}
        onClick={() => {
          setBusy('redirect');
          setProblem(undefined);
          void loginWithRedirect().catch((error: unknown) => {
            setProblem(signInProblem(error));
            setBusy(undefined);
          });
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
          setProblem(undefined);
          void loginWithPopup()
            .catch((error: unknown) => setProblem(signInProblem(error)))
            .finally(() => setBusy(undefined));
        }}
      >
        {t('portal|signInPopup')}
      </Button>
    </Card>
  );
}
