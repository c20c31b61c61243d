import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadingDots } from './loading-dots';
import { Logo, type LogoVariant } from './logo';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { VisuallyHidden } from './visually-hidden';
import { theme } from './theme';

export type LoadingOverlayProps = {
  /** What a screen reader hears; defaults to t('ui|loading'). */
  label?: string;
  logoVariant?: LogoVariant;
  className?: string;
  /** Whether the page behind may not scroll meanwhile; off for an overlay that may stay hidden. */
  lockScroll?: boolean;
};

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.loadingOverlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(5)};
  background: ${theme.colors.overlay};
  color: ${theme.colors.brand};
`;

const BigLogo = styled(Logo)`
  height: 64px;
`;

/** Covers the whole screen with the logo while something the page cannot work without loads. */
export function LoadingOverlay({
  label,
  logoVariant = 'default',
  className,
  lockScroll = true,
}: LoadingOverlayProps) {
  const { t } = useTranslation();
  useBodyScrollLock(lockScroll);
  return (
    <Overlay className={className} role="status" aria-live="polite" data-loading-overlay="">
      <BigLogo variant={logoVariant} />
      <LoadingDots />
      <VisuallyHidden>{label ?? t('ui|loading')}</VisuallyHidden>
    </Overlay>
  );
}
