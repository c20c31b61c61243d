import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, notify } from '../../../components';
import { PORTAL_API, type PortalLanguage, type PrintQuery } from '../../../domain/api/portal';
import { callForFile, errorMessage, saveFile } from '../../../lib/api';

/** How long the PDF's object URL lives; the new tab has loaded it long before. */
const REVOKE_AFTER_MS = 60_000;

/**
 * "Print": fetches the overview as a PDF (GET /api/print/v1/, with the bearer token, so it cannot
 * be a plain link) and opens it in a new tab, where the browser's viewer prints it. The tab is
 * opened at the click, while the browser still counts it as the person's doing, and is given the
 * PDF when it arrives; if the browser blocks the tab, the PDF is saved instead.
 */
export function PrintButton({
  query,
  fallbackName,
  label,
}: {
  query: Omit<PrintQuery, 'lang'>;
  fallbackName: string;
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  const print = async () => {
    const tab = window.open('', '_blank');
    if (tab) {
      // The PDF's tab needs nothing from this one.
      tab.opener = null;
      try {
        tab.document.title = t('portal|printPreparing');
        tab.document.body.textContent = t('portal|printPreparing');
      } catch {
        // A courtesy text only; the PDF replaces it.
      }
    }
    setBusy(true);
    try {
      const file = await callForFile(PORTAL_API.print, {
        // The portal's pages set i18next to one of the portal's own languages.
        payload: { ...query, lang: i18n.language as PortalLanguage },
      });
      if (tab && !tab.closed) {
        const url = URL.createObjectURL(file.blob);
        tab.location.href = url;
        window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      } else {
        saveFile(file.blob, file.fileName ?? fallbackName);
      }
    } catch (error) {
      tab?.close();
      notify.error(errorMessage(error, i18n));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" loading={busy} onClick={() => void print()}>
      <PrinterIcon />
      {label ?? t('portal|print')}
    </Button>
  );
}

function PrinterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M7 9V3h10v6M7 17H4a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-3M7 14h10v7H7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
