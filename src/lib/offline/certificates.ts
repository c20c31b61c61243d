// The page's side of the offline travel certificates: asking the service worker (/sw.js) to keep
// one, and to forget them all at sign-out. Without a worker in charge of the page (over plain HTTP,
// blocked, or not installed yet) nothing is kept and nothing needs forgetting.

type Answer = { kept?: boolean; forgotten?: boolean };

/** Gatsby's page loader (window.___loader in a production build). */
type PageLoader = { loadPage(path: string): Promise<unknown> };

function controller(): ServiceWorker | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker.controller
    : null;
}

function ask(worker: ServiceWorker, message: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<Answer>) => resolve(event.data ?? {});
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Keeps the certificate with this code readable without a network, for the person signed in
 * (`owner`, their kennitala; the worker keeps only a hash of it). True once it is kept.
 */
export async function keepCertificateOffline(code: string, owner: string): Promise<boolean> {
  const worker = controller();
  if (!worker || !code || !owner) return false;
  // Loading the certificate page's code and data once, through the worker, stores the bundles it
  // needs; the worker keeps the page itself and the certificate's data.
  const loader = (window as Window & { ___loader?: PageLoader }).___loader;
  const pages = [`/stadfesting/${code}/`, `/en/stadfesting/${code}/`];
  await Promise.all(pages.map((page) => loader?.loadPage(page).catch(() => undefined)));
  const answer = await ask(worker, { type: 'skjol:keep-travel-certificate', code, owner });
  return answer.kept === true;
}

/** Forgets every certificate kept on this device; resolves once done (or at once without a worker). */
export async function forgetOfflineCertificates(): Promise<void> {
  const worker = controller();
  if (!worker) return;
  try {
    await ask(worker, { type: 'skjol:signed-out' });
  } catch (error) {
    // Only logged: signing out goes on regardless, and the worker also forgets on the sign-out call.
    console.warn('The offline certificates could not be forgotten', error);
  }
}
