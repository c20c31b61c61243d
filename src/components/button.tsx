import { useTranslation } from 'react-i18next';
import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type MouseEvent,
} from 'react';
import styled, { css, keyframes } from 'styled-components';
import { UI_ANIMATION } from '../domain/limits';
import { LoadingDots } from './loading-dots';
import { VisuallyHidden } from './visually-hidden';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  type?: 'button' | 'submit' | 'reset';
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** A ripple from the click point; removed after UI_ANIMATION.rippleRemoveAfterMs. */
  ripple?: boolean;
  /** Shows animated dots, sets aria-busy and ignores clicks. */
  loading?: boolean;
  /** How many dots while loading: default 5, capped at 5. */
  loadingDots?: number;
  /** What a screen reader hears while loading; defaults to t('ui|loading'). */
  loadingLabel?: string;
};

type Ripple = { id: number; x: number; y: number; size: number };

const rippleGrow = keyframes`
  from { transform: scale(0); opacity: 0.35; }
  to { transform: scale(1); opacity: 0; }
`;

const variants = {
  primary: css`
    background: ${theme.colors.brand};
    color: #fff;
    border-color: ${theme.colors.brand};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.brandDark};
    }
  `,
  secondary: css`
    background: ${theme.colors.background};
    color: ${theme.colors.brand};
    border-color: ${theme.colors.brand};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.brandLight};
    }
  `,
  link: css`
    background: transparent;
    color: ${theme.colors.brand};
    border-color: transparent;
    padding-left: ${theme.space(1)};
    padding-right: ${theme.space(1)};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      text-decoration-thickness: 2px;
    }
  `,
} as const;

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  position: relative;
  overflow: hidden;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 2px solid transparent;
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    color 150ms ease;
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  /* Kept in layout while loading so the button does not change size. */
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`;

const DotsLayer = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const RippleSpan = styled.span`
  position: absolute;
  border-radius: 50%;
  background: currentColor;
  pointer-events: none;
  transform: scale(0);
  animation: ${rippleGrow} 600ms ease-out forwards;
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    type = 'button',
    variant = 'primary',
    disabled = false,
    fullWidth = false,
    ripple = true,
    loading = false,
    loadingDots,
    loadingLabel,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const addRipple = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    // A keyboard "click" has no pointer position (detail 0): ripple from the centre.
    const fromPointer = event.detail > 0;
    const x = (fromPointer ? event.clientX - rect.left : rect.width / 2) - size / 2;
    const y = (fromPointer ? event.clientY - rect.top : rect.height / 2) - size / 2;
    const id = nextId.current++;
    setRipples((current) => [...current, { id, x, y, size }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setRipples((current) => current.filter((item) => item.id !== id));
    }, UI_ANIMATION.rippleRemoveAfterMs);
    timers.current.add(timer);
  }, []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    if (ripple) addRipple(event);
    onClick?.(event);
  };

  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled}
      // Not `disabled` while loading: that would drop keyboard focus to the page.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-variant={variant}
      $variant={variant}
      $fullWidth={fullWidth}
      onClick={handleClick}
      {...rest}
    >
      <Content $hidden={loading} aria-hidden={loading || undefined}>
        {children}
      </Content>
      {loading && (
        <DotsLayer>
          <LoadingDots count={loadingDots} />
          <VisuallyHidden>{loadingLabel ?? t('ui|loading')}</VisuallyHidden>
        </DotsLayer>
      )}
      {ripples.map((item) => (
        <RippleSpan
          key={item.id}
          aria-hidden="true"
          data-ripple=""
          style={{ left: item.x, top: item.y, width: item.size, height: item.size }}
        />
      ))}
    </StyledButton>
  );
});
