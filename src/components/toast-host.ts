import { useSyncExternalStore, type ComponentType } from 'react';

// The toast container (and react-toastify with it) is not on the pages' load path: it is
// provided by its own module, which every screen that can raise a toast imports (through
// `notify`). Pages mount it once that module has arrived; a toast raised before the container
// mounts is queued by the library and shown once it does.
let container: ComponentType | undefined;
const listeners = new Set<() => void>();

/** Called by the toast module as it loads. */
export function provideToastContainer(component: ComponentType): void {
  container = component;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast container once a screen that can raise toasts has loaded; nothing before (or on the server). */
export function useToastContainer(): ComponentType | undefined {
  return useSyncExternalStore(
    subscribe,
    () => container,
    () => undefined,
  );
}
