import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, notify } from '../../../components';
import { errorMessage, saveFile } from '../../../lib/api';
import { ScreenError, ScreenLoading } from '../../portal';

/**
 * The heading of an item opened from a staff list (a case, a claim), focused when the item opens
 * and again once it has arrived, so a screen reader starts at what was opened.
 */
export function useOpenedHeading(id: string, arrived: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id, arrived]);
  return headingRef;
}

export function BackToList({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <Button variant="link" onClick={onBack}>
      {label}
    </Button>
  );
}

/** An opened item still on its way, or one that failed to come: then the way back stays. */
export function OpenedItemWaiting({
  detail,
  back,
  loadingLabel,
}: {
  detail: { isPending: boolean; error: unknown; refetch: () => unknown };
  back: ReactNode;
  loadingLabel: string;
}) {
  if (detail.isPending) return <ScreenLoading label={loadingLabel} />;
  return (
    <>
      {back}
      <ScreenError error={detail.error} onRetry={() => void detail.refetch()} />
    </>
  );
}

/** Saves a file of an opened item under the server's name, or says why it could not. */
export function useSaveAttachment() {
  const { i18n } = useTranslation();
  return async (
    fetchFile: () => Promise<{ blob: Blob; fileName: string | undefined }>,
    fallbackName: string,
  ) => {
    try {
      const file = await fetchFile();
      saveFile(file.blob, file.fileName ?? fallbackName);
    } catch (error) {
      notify.error(errorMessage(error, i18n));
    }
  };
}
