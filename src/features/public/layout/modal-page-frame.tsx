import { navigate } from 'gatsby';
import { Fragment, lazy, Suspense, useCallback, type ReactElement } from 'react';
import { languageFromPath, localizedPath } from '../../../domain/languages';
import { CLOSE_MODAL_STATE, isModalState, modalReturnPath } from '../../../lib/routing/scroll';
import { CloseModalContext, InModalContext } from './modal-context';

type FrameLocation = { pathname: string; state?: unknown };

// Only pages opened as modals need the dialog, so it loads when the first one opens.
const Modal = lazy(() =>
  import('../../../components/modal').then((module) => ({ default: module.Modal })),
);

// The last page shown as a page: what a modal page is drawn over.
let lastPage: { element: ReactElement; pathname: string } | null = null;

/** Only for tests. */
export function forgetLastPage(): void {
  lastPage = null;
}

/**
 * A page can open as a modal over the page the visitor came from. A navigation whose state has
 * `modal: true` renders the new page in a dialog over the page it came from (which stays mounted,
 * so its scroll position and state survive). Closing goes back to that page's path without
 * scrolling, or to the front page when there is none.
 */
export function ModalPageFrame({
  element,
  location,
  title,
}: {
  element: ReactElement;
  location: FrameLocation;
  title: string;
}) {
  const background =
    isModalState(location.state) && lastPage && lastPage.pathname !== location.pathname
      ? lastPage
      : null;
  if (!background) lastPage = { element, pathname: location.pathname };

  const fallback = background?.pathname ?? localizedPath('/', languageFromPath(location.pathname));
  const returnTo = modalReturnPath(location.state, location.pathname, fallback);
  const close = useCallback(() => {
    void navigate(returnTo, { state: CLOSE_MODAL_STATE });
  }, [returnTo]);

  return (
    <>
      <Fragment key="page">{background ? background.element : element}</Fragment>
      {background && (
        <Suspense fallback={null}>
          <Modal title={title} name="page" hideTitle size="medium" onClose={close}>
            <InModalContext.Provider value>
              <CloseModalContext.Provider value={close}>{element}</CloseModalContext.Provider>
            </InModalContext.Provider>
          </Modal>
        </Suspense>
      )}
    </>
  );
}
