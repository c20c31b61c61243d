import { useTranslation } from 'react-i18next';
import { ElementIdScope, useElementId } from './use-element-id';
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { pageTracker } from '../lib/routing/analytics';
import { getTabbableElements } from './focusable';
import { isKey } from './key-codes';
import { lockBodyScroll } from './use-body-scroll-lock';
import { useIsClient } from './use-is-client';
import { VisuallyHidden } from './visually-hidden';
import { theme } from './theme';

export type ModalSize = 'small' | 'medium' | 'large';

export type ModalProps = {
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /**
   * The dialog's stable name for analytics ('pay', 'signing'…), never its title, which may carry
   * personal data. Without one, analytics warns the developer.
   */
  name?: string;
  /** Called on the close button, Escape and (unless turned off) a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  size?: ModalSize;
  /** Shows the title to screen readers only. */
  hideTitle?: boolean;
  closeOnBackdropClick?: boolean;
  /** Receives focus on open; by default the dialog itself does, so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement>;
  className?: string;
};

const widths: Record<ModalSize, string> = { small: '420px', medium: '640px', large: '960px' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${theme.space(4)};
  overflow-y: auto;
  background: ${theme.colors.backdrop};

  ${theme.up('md')} {
    align-items: center;
  }
`;

const Panel = styled.div<{ $size: ModalSize }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  margin: auto 0;
  padding: ${theme.space(5)};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadow};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.375rem;
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: -${theme.space(2)} -${theme.space(2)} 0 auto;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.brandDark};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surface};
  }
`;

// Open modals, innermost last: only the innermost answers Escape and holds focus.
const openModals: symbol[] = [];
// Numbers the modals opened so far, for the id prefix each gives the fields inside it.
let modalsOpened = 0;
const isInnermost = (entry: symbol) => openModals[openModals.length - 1] === entry;

/**
 * A modal dialog, open while mounted: render it conditionally. It goes to document.body through a
 * portal, locks page scrolling, keeps focus inside and gives it back to the opener on close.
 */
export function Modal({
  title,
  name,
  onClose,
  children,
  size = 'medium',
  hideTitle = false,
  closeOnBackdropClick = true,
  initialFocusRef,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const isClient = useIsClient();
  const titleId = useElementId();
  const [idScope] = useState(() => `modal${(modalsOpened += 1)}-`);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = Symbol('modal');
    openModals.push(entry);
    const unlockScroll = lockBodyScroll();
    (initialFocusRef?.current ?? panel).focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost(entry) || event.defaultPrevented) return;
      if (isKey(event, 'escape')) {
        event.preventDefault();
        onCloseRef.current();
      } else if (isKey(event, 'tab')) {
        trapTab(event, panel);
      }
    };
    // Focus can also leave by mouse or script (e.g. a toast); bring it back.
    const handleFocusIn = (event: FocusEvent) => {
      if (!isInnermost(entry) || !(event.target instanceof Node)) return;
      if (!panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);

    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      openModals.splice(openModals.indexOf(entry), 1);
      unlockScroll();
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
    // Runs once per opening; the ref is read at open time by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isClient]);

  // Counted once per opening, by name.
  useEffect(() => {
    if (isClient) pageTracker().modal(name);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isClient]);

  if (!isClient) return null;

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  // A press that starts inside the dialog (say, selecting text) and ends outside must not close it.
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      closeOnBackdropClick &&
      pressStartedOnBackdrop.current &&
      event.target === event.currentTarget
    ) {
      onClose();
    }
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    <ElementIdScope.Provider value={idScope}>
      <Backdrop
        data-modal-backdrop=""
        onMouseDown={handleBackdropMouseDown}
        onClick={handleBackdropClick}
      >
        <Panel
          ref={panelRef}
          className={className}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $size={size}
        >
          <Header>
            {hideTitle ? (
              <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
            ) : (
              <Title id={titleId}>{title}</Title>
            )}
            <CloseButton type="button" onClick={onClose}>
              <span aria-hidden="true">×</span>
              <VisuallyHidden>{t('ui|closeWindow')}</VisuallyHidden>
            </CloseButton>
          </Header>
          {children}
        </Panel>
      </Backdrop>
    </ElementIdScope.Provider>,
    document.body,
  );
}

/** Keeps Tab and Shift+Tab cycling through the dialog's own controls. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const tabbable = getTabbableElements(panel);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active);
  if (event.shiftKey && (active === first || active === panel || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
