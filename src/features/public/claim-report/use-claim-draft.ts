import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ClaimDraftFile, ClaimReporterProfile } from '../../../domain/api/claim-report';
import { CLAIM_DRAFT_QUERY } from '../../../domain/api/claim-report-paths';
import type {
  ClaimReportStep,
  ClaimReportType,
} from '../../../domain/forms/claim-report-questions';
import { ApiError, STORAGE_KEYS } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { createDraft, fetchDraft, fetchReporterProfile, saveDraft, type DraftHandle } from './api';
import { joinSignedInSession } from './session';
import { restoreValues, type ClaimValues } from './values';

/** Where this browser keeps its report: the draft's handle and the answers not yet saved. */
export const LOCAL_DRAFT_KEY = STORAGE_KEYS.claimReport;
/** How long typing may pause before what was typed is saved. */
export const SAVE_AFTER_MS = 600;

type LocalDraft = {
  handle: DraftHandle;
  values?: ClaimValues;
  step?: ClaimReportStep;
  /** Answers typed here that the server has not confirmed yet. */
  unsaved?: boolean;
};

function readLocal(): LocalDraft | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(LOCAL_DRAFT_KEY) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const handle = (parsed as LocalDraft).handle;
    return handle && typeof handle.id === 'string' ? (parsed as LocalDraft) : null;
  } catch {
    return null;
  }
}

function writeLocal(local: LocalDraft | null): void {
  try {
    if (local) window.localStorage.setItem(LOCAL_DRAFT_KEY, JSON.stringify(local));
    else window.localStorage.removeItem(LOCAL_DRAFT_KEY);
  } catch {
    // Storage full or refused (private mode): the server copy still holds what was saved.
  }
}

/** `?drog=<id>.<key>` (the e-mailed link) or `?drog=<id>` (the portal's link to one's own draft). */
function handleFromAddress(): DraftHandle | null {
  const value = new URLSearchParams(window.location.search).get(CLAIM_DRAFT_QUERY);
  if (!value) return null;
  const [id = '', key = ''] = value.split('.', 2);
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  // The key leaves the address bar (and the history) at once; this browser keeps it instead.
  const url = new URL(window.location.href);
  url.searchParams.delete(CLAIM_DRAFT_QUERY);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return { id, key: key || null };
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

export type Restored = { values: ClaimValues; step: ClaimReportStep; fromLink: boolean };

/**
 * The report's life on the server: found again from the link, this browser or the signed-in
 * customer; created when the type is chosen; saved shortly after each change and at once on each
 * step, with a copy in this browser until the server has it, so a dropped network, a reload or a
 * sign-in in the middle loses nothing.
 */
export function useClaimDraft(language: Language) {
  const [phase, setPhase] = useState<'starting' | 'ready'>('starting');
  const [missing, setMissing] = useState(false);
  const [restored, setRestored] = useState<Restored | null>(null);
  const [profile, setProfile] = useState<ClaimReporterProfile | null>(null);
  const [files, setFiles] = useState<ClaimDraftFile[]>([]);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const handleRef = useRef<DraftHandle | null>(null);
  const pending = useRef<{ values: ClaimValues; step: ClaimReportStep } | null>(null);
  const timer = useRef<number | undefined>();
  const inFlight = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const fromLink = handleFromAddress();
      const local = readLocal();
      const signedIn = await joinSignedInSession(language);
      const mine = signedIn ? await fetchReporterProfile().catch(() => null) : null;
      if (cancelled) return;
      setProfile(mine);
      const handle = fromLink ?? local?.handle ?? null;
      if (handle) {
        try {
          const draft = await fetchDraft(handle);
          if (cancelled) return;
          const sameAsLocal = local?.handle.id === draft.id;
          const keep = sameAsLocal && local?.unsaved && local.values;
          handleRef.current = {
            id: draft.id,
            key: handle.key ?? (sameAsLocal ? local.handle.key : null),
          };
          setFiles(draft.files);
          const values = keep ? local.values! : restoreValues(draft.answers);
          const step = (keep ? local.step : undefined) ?? draft.step;
          writeLocal({ handle: handleRef.current, values, step, unsaved: Boolean(keep) });
          setRestored({ values, step, fromLink: fromLink !== null });
          if (keep) pending.current = { values, step };
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 404) throw error;
          writeLocal(null);
          setMissing(true);
        }
      }
      // The step is on screen already; making it answerable re-renders the whole form, in slices
      // that leave the browser free for a tap or a key.
      if (!cancelled) startTransition(() => setPhase('ready'));
    })().catch(() => {
      // The server could not be reached: start afresh; this browser's copy stays for next time.
      if (!cancelled) startTransition(() => setPhase('ready'));
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  const push = useCallback((): Promise<void> => {
    const handle = handleRef.current;
    const next = pending.current;
    if (!handle || !next) return inFlight.current ?? Promise.resolve();
    pending.current = null;
    setSaveState('saving');
    const run = (async () => {
      await inFlight.current?.catch(() => undefined);
      try {
        await saveDraft(handle, {
          step: next.step,
          type: next.values.type || null,
          answers: next.values as unknown as Record<string, unknown>,
          lang: language,
        });
        if (!pending.current) {
          writeLocal({ handle, values: next.values, step: next.step, unsaved: false });
          setSaveState('saved');
        }
      } catch (error) {
        // Kept to send again: on the next change, the next step, or when the network returns.
        pending.current ??= next;
        setSaveState('offline');
        throw error;
      }
    })();
    inFlight.current = run;
    return run;
  }, [language]);

  useEffect(() => {
    const retry = () => void push().catch(() => undefined);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [push]);

  /** Remembers the answers at once in this browser and sends them to the server shortly. */
  const remember = useCallback(
    (values: ClaimValues, step: ClaimReportStep) => {
      const handle = handleRef.current;
      if (!handle) return;
      pending.current = { values, step };
      writeLocal({ handle, values, step, unsaved: true });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void push().catch(() => undefined), SAVE_AFTER_MS);
    },
    [push],
  );

  /** Sends what is waiting now (moving to another step); rejects when the server cannot be reached. */
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    return push();
  }, [push]);

  /** The report's draft, made when the type is first chosen. */
  const ensureDraft = useCallback(
    async (type: ClaimReportType): Promise<DraftHandle> => {
      if (handleRef.current) return handleRef.current;
      const created = await createDraft(type, language);
      handleRef.current = { id: created.id, key: created.key };
      writeLocal({ handle: handleRef.current });
      return handleRef.current;
    },
    [language],
  );

  /** Forgets this browser's report (sent, or the person starts over). */
  const forget = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    handleRef.current = null;
    writeLocal(null);
    setFiles([]);
    setRestored(null);
    setSaveState('idle');
  }, []);

  return {
    phase,
    missing,
    restored,
    profile,
    files,
    setFiles,
    saveState,
    handle: () => handleRef.current,
    ensureDraft,
    remember,
    flush,
    forget,
  };
}
