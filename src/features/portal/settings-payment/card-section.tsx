import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, Skeleton, TextField } from '../../../components';
import { CARD_NUMBER_DISPLAY_LENGTH } from '../../../domain/api/payment-settings';
import type { Language } from '../../../lib/i18n';
import { ScreenError } from '../shared/screen-states';
import { useCardInfo } from './api';
import { MarkdownText } from './markdown-text';
import { useCardRegistration } from './use-card-registration';
import { WriteButton, useWriteBlocked } from '../shared/may-write';
import { theme } from '../../../components/theme';

const Notice = styled.p<{ $tone: 'error' | 'info' }>`
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(3)};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.brand)};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.errorBackground : theme.colors.surface};
  font-weight: 600;
`;

const NoCard = styled.div`
  margin-bottom: ${theme.space(4)};
  p {
    margin: 0 0 ${theme.space(2)};
  }
`;

const CardNumber = styled(TextField)`
  max-width: 20rem;
  input {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.05em;
  }
`;

const Step = styled.div`
  margin-top: ${theme.space(2)};
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

// The provider's page in our frame: as wide as the dialog or screen allows (320 px included),
// tall enough for its form without a scrollbar inside a scrollbar on most phones.
const ProviderFrame = styled.iframe`
  display: block;
  width: 100%;
  min-width: 0;
  height: 34rem;
  margin-top: ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
`;

/**
 * The registered card (masked, read-only) and registering another one through the card
 * provider's window or, on a phone or when the window is blocked, its page in a frame here
 * (use-card-registration.ts). `onRegistered` runs after a new card is registered.
 */
export function CardSection({
  language,
  onRegistered,
}: {
  language: Language;
  onRegistered?: () => void;
}) {
  const { blocked, describedBy } = useWriteBlocked();
  const { t } = useTranslation();
  const cardInfo = useCardInfo();
  const flow = useCardRegistration(language, onRegistered ? { onRegistered } : {});

  if (cardInfo.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('settingsPayment|cardLoading')}>
        <Skeleton width="60%" height={44} />
      </div>
    );
  }
  // A card that cannot be read replaces the form: registering blind could hide the real state.
  if (cardInfo.isError) {
    return <ScreenError error={cardInfo.error} onRetry={() => void cardInfo.refetch()} />;
  }

  const masked = cardInfo.data.cardNumberMasked;
  const busy = flow.phase === 'loading';
  return (
    <>
      {masked ? (
        <CardNumber
          name="cardNumberMasked"
          label={t('settingsPayment|registeredCard')}
          value={masked}
          onChange={() => undefined}
          readOnly
          maxLength={CARD_NUMBER_DISPLAY_LENGTH}
        />
      ) : (
        <NoCard>
          <MarkdownText text={t('settingsPayment|noCardRegistered')} />
        </NoCard>
      )}

      {flow.notice && (
        <Notice $tone={flow.notice.tone} role={flow.notice.tone === 'error' ? 'alert' : 'status'}>
          {flow.notice.text}
        </Notice>
      )}

      <Checkbox
        name="useAnotherCard"
        label={t(masked ? 'creditCard|useAnotherCard' : 'creditCard|registerNewCard')}
        checked={flow.phase !== 'idle'}
        disabled={flow.registering || blocked}
        describedBy={describedBy}
        onChange={(event) => (event.target.checked ? flow.start() : flow.cancel())}
      />

      <div role="status" aria-live="polite">
        {flow.phase === 'initialized' && (
          <Step>
            <p>{t('creditCard|openProviderIntro')}</p>
            <WriteButton onClick={flow.openProvider}>{t('creditCard|registerCard')}</WriteButton>
          </Step>
        )}
        {busy && (
          <Step>
            <p>
              {flow.registering
                ? t('creditCard|registering')
                : flow.popupOpen
                  ? t('creditCard|waitingForProvider')
                  : flow.framedLink
                    ? t('creditCard|waitingInFrame')
                    : t('creditCard|starting')}
            </p>
          </Step>
        )}
      </div>
      {flow.framedLink && !flow.registering && (
        <ProviderFrame
          ref={flow.frameRef}
          src={flow.framedLink}
          title={t('creditCard|frameTitle')}
        />
      )}
    </>
  );
}
