import { useElementId } from './use-element-id';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { UI_ANIMATION } from '../domain/limits';
import { Button, type ButtonVariant } from './button';
import { getTabbableElements } from './focusable';
import { isKey } from './key-codes';
import { theme } from './theme';

/** A touch that moves further than this (px) before it ends is a drag (scrolling), not a tap. */
export const DROPDOWN_DRAG_THRESHOLD_PX = UI_ANIMATION.dropdownDragThresholdPx;

export type DropdownProps = {
  /** The button's content; it names the button. */
  label: ReactNode;
  /** The panel's content: links, buttons, even a small form. Arrow keys move between its controls. */
  children: ReactNode;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  buttonVariant?: ButtonVariant;
  /** Controlled use: pass both. Otherwise the dropdown keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  className?: string;
};

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  width: 0.5em;
  height: 0.5em;
  margin-left: ${theme.space(1)};
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '0.1em' : '-0.15em')})
    rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
  transition: transform ${UI_ANIMATION.menuDurationMs}ms ease;
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${theme.space(1)});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${theme.zIndex.dropdown};
  min-width: 220px;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadow};

  &[hidden] {
    display: none;
  }
`;

const TEXT_ENTRY_TYPES = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'date',
  'time',
]);

// Arrow, Home and End keys belong to text inputs and selects, not to the dropdown.
function ownsNavigationKeys(element: EventTarget): boolean {
  if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return TEXT_ENTRY_TYPES.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

type PendingFocus = 'first' | 'last' | null;

/**
 * A disclosure: a button that shows and hides a panel. Escape closes it and returns focus to the
 * button; so does a click or tap outside (but not a drag, which is the user scrolling).
 */
export function Dropdown({
  label,
  children,
  align = 'start',
  buttonVariant = 'secondary',
  open: controlledOpen,
  onOpenChange,
  id,
  className,
}: DropdownProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const generatedId = useElementId();
  const panelId = `${id ?? generatedId}-panel`;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );

  useEffect(() => {
    if (!open || !pendingFocus.current || !panelRef.current) return;
    const items = getTabbableElements(panelRef.current);
    const target = pendingFocus.current === 'first' ? items[0] : items[items.length - 1];
    pendingFocus.current = null;
    target?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !wrapperRef.current?.contains(target);
    let touchStart: { x: number; y: number } | null = null;
    let dragged = false;

    const handleMouseDown = (event: MouseEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const handleTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart = touch ? { x: touch.clientX, y: touch.clientY } : null;
      dragged = false;
    };
    const handleTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touchStart || !touch) return;
      const distance = Math.hypot(touch.clientX - touchStart.x, touch.clientY - touchStart.y);
      if (distance > DROPDOWN_DRAG_THRESHOLD_PX) dragged = true;
    };
    const handleTouchEnd = (event: TouchEvent) => {
      if (!dragged && isOutside(event.target)) setOpen(false);
      touchStart = null;
      dragged = false;
    };
    // Tabbing past the end of the panel (or back before the button) leaves the dropdown.
    const handleFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };

    document.addEventListener('mousedown', handleMouseDown);
    document.addEventListener('touchstart', handleTouchStart, { passive: true });
    document.addEventListener('touchmove', handleTouchMove, { passive: true });
    document.addEventListener('touchend', handleTouchEnd);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('mousedown', handleMouseDown);
      document.removeEventListener('touchstart', handleTouchStart);
      document.removeEventListener('touchmove', handleTouchMove);
      document.removeEventListener('touchend', handleTouchEnd);
      document.removeEventListener('focusin', handleFocusIn);
    };
  }, [open, setOpen]);

  const handleKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (isKey(event, 'escape')) {
      if (!open) return;
      // Handled here, so a modal around the dropdown stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }

    const isNavigationKey =
      isKey(event, 'down') || isKey(event, 'up') || isKey(event, 'home') || isKey(event, 'end');
    if (!isNavigationKey || ownsNavigationKeys(event.target)) return;

    const onButton = event.target === buttonRef.current;
    if (!open) {
      if (onButton && (isKey(event, 'down') || isKey(event, 'up'))) {
        event.preventDefault();
        pendingFocus.current = isKey(event, 'up') ? 'last' : 'first';
        setOpen(true);
      }
      return;
    }
    const panel = panelRef.current;
    if (!panel) return;
    const items = getTabbableElements(panel);
    if (items.length === 0) return;
    event.preventDefault();
    const current = items.findIndex((item) => item === event.target);
    let next: number;
    if (isKey(event, 'home')) next = 0;
    else if (isKey(event, 'end')) next = items.length - 1;
    else if (isKey(event, 'down')) next = current < 0 ? 0 : (current + 1) % items.length;
    else next = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <Wrapper ref={wrapperRef} className={className} onKeyDown={handleKeyDown}>
      <Button
        ref={buttonRef}
        variant={buttonVariant}
        ripple={false}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <Chevron $open={open} aria-hidden="true" />
      </Button>
      <Panel ref={panelRef} id={panelId} hidden={!open} $align={align}>
        {children}
      </Panel>
    </Wrapper>
  );
}
