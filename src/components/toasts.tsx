import { useTranslation } from 'react-i18next';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  Slide,
  ToastContainer,
  toast,
  type CloseButtonProps,
  type Id,
  type ToastContainerProps,
} from 'react-toastify/unstyled';
// The unstyled build plus the stylesheet, rather than the default build that injects a <style> tag
// at run time: Gatsby bundles the file into the page's CSS (server-rendered, no flash, no inline
// style for a Content-Security-Policy to allow). `toast` must come from the same build as the
// container, so the rest of the code uses `notify` below, never react-toastify directly.
import 'react-toastify/dist/ReactToastify.css';
import { TOAST } from '../domain/limits';
import { provideToastContainer } from './toast-host';

/** Every toast: top-right, 5 s, draggable with an 80 % removal threshold, paused on hover and focus loss. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: TOAST.autoCloseMs,
  draggable: true,
  draggablePercent: TOAST.dragRemovalPercent,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  role: 'alert',
} as const satisfies ToastContainerProps;

export type NotifyType = 'info' | 'error' | 'warning';

/** The app's only ways to show a toast. Pass text that is already translated. */
export const notify: Record<NotifyType, (content: ReactNode) => Id> = {
  info: (content) => toast.info(content),
  error: (content) => toast.error(content),
  warning: (content) => toast.warning(content),
};

function ToastCloseButton({ closeToast, theme, type }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('ui|closeNotification')}
      data-toast-type={type}
      onClick={closeToast}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

// react-toastify keeps one registry entry per container id; a second container would replace the
// first and break it when either unmounts. So only the first mounted <Toasts /> renders.
let owner: symbol | null = null;
const ownerListeners = new Set<() => void>();
const subscribeToOwner = (listener: () => void) => {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
};
const setOwner = (next: symbol | null) => {
  owner = next;
  ownerListeners.forEach((listener) => listener());
};

/** The toast container. Mount it once, inside the theme and i18n providers. */
export function Toasts() {
  const { t } = useTranslation();
  const [token] = useState(() => Symbol('toasts'));
  const currentOwner = useSyncExternalStore(
    subscribeToOwner,
    () => owner,
    () => null,
  );

  useEffect(() => {
    if (currentOwner === null) setOwner(token);
  }, [currentOwner, token]);
  useEffect(
    () => () => {
      if (owner === token) setOwner(null);
    },
    [token],
  );

  if (currentOwner !== token) return null;
  return (
    <ToastContainer
      {...TOAST_OPTIONS}
      closeButton={ToastCloseButton}
      // Slides in without fading: a half-transparent toast has too little contrast to read.
      transition={Slide}
      aria-label={t('ui|notifications')}
    />
  );
}

provideToastContainer(Toasts);
