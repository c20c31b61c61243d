import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalLanguage } from '../../../domain/api/portal';
import { SIGNING_API, SIGNING_POLL_MS } from '../../../domain/api/signing-rules';
import type {
  CreateMemoRequest,
  SignAppStartRequest,
  SignedDocument,
  SignMobileRequest,
} from '../../../domain/api/signing';
import type { PortalUser } from '../../../domain/api/user';
import { ApiError, call, callForFile, saveFile } from '../../../lib/api';
import { policyKeys } from '../policies/api';

/** Query keys of the signing screen; everything under `signing` belongs to the acting party. */
export const signingKeys = {
  all: ['signing'] as const,
  pending: () => [...signingKeys.all, 'signable'] as const,
  signed: () => [...signingKeys.all, 'signed'] as const,
  document: (id: string) => [...signingKeys.all, 'document', id] as const,
  status: (requestId: string) => [...signingKeys.all, 'status', requestId] as const,
  app: (reference: string) => [...signingKeys.all, 'app', reference] as const,
};

/** Once a document is signed, both lists are fetched again so it moves from "to sign" to "signed". */
async function refreshAfterSigning(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.invalidateQueries({ queryKey: signingKeys.pending() });
  await queryClient.invalidateQueries({ queryKey: signingKeys.signed() });
  // The document may have been an offer's acceptance: that offer is a policy now.
  await queryClient.invalidateQueries({ queryKey: policyKeys.all });
  await queryClient.invalidateQueries({ queryKey: policyKeys.pendingOffers() });
}

/** GET /api/document/v2/signable/ — pending documents (soonest deadline first), then expired. */
export function useSignableDocuments() {
  return useQuery({
    queryKey: signingKeys.pending(),
    queryFn: ({ signal }) => call(SIGNING_API.signable, { signal }),
  });
}

/** GET /api/document/v2/signeddocuments/ — newest signature first. */
export function useSignedDocuments() {
  return useQuery({
    queryKey: signingKeys.signed(),
    queryFn: ({ signal }) => call(SIGNING_API.signed, { signal }),
  });
}

/** GET /api/document/v2/?id= — the text of one document to sign and the notes on it. */
export function useSignableDocument(id: string, enabled: boolean) {
  return useQuery({
    queryKey: signingKeys.document(id),
    queryFn: ({ signal }) => call(SIGNING_API.document, { payload: { id }, signal }),
    enabled,
  });
}

/** POST /api/document/v3/sign/gopro/mobile/ — asks the phone to approve; answers the code. */
export function useStartMobileSigning() {
  return useMutation({
    mutationFn: (request: SignMobileRequest) =>
      call(SIGNING_API.signMobile, { method: 'POST', payload: request }),
  });
}

/**
 * POST /api/document/v2/sign/ every SIGNING_POLL_MS while the phone has not answered. When the
 * document is signed both lists are fetched again, so it moves from "to sign" to "signed".
 */
export function useMobileSigningStatus(requestId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: signingKeys.status(requestId ?? ''),
    queryFn: async () => {
      const result = await call(SIGNING_API.signStatus, {
        method: 'POST',
        payload: { requestId: requestId! },
      });
      if (result.status === 'signed') await refreshAfterSigning(queryClient);
      return result;
    },
    enabled: requestId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? SIGNING_POLL_MS : false),
    // Polling goes on while the person looks at their phone, not at this window.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: 2,
    gcTime: 0,
  });
}

/** POST /api/document/v3/sign/appStart/ — opens the request in the e-ID app; answers its link. */
export function useStartAppSigning() {
  return useMutation({
    mutationFn: (request: SignAppStartRequest) =>
      call(SIGNING_API.signAppStart, { method: 'POST', payload: request }),
  });
}

/**
 * POST /api/document/v3/sign/appFinish/ every SIGNING_POLL_MS until the app has answered: in this
 * window when the phone scanned the QR code, or after the app sent the browser back here. A
 * decline, a lapse or someone else's app comes back as an error with its translated code.
 */
export function useAppSigningFinish(reference: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: signingKeys.app(reference ?? ''),
    queryFn: async () => {
      const result = await call(SIGNING_API.signAppFinish, {
        method: 'POST',
        payload: { reference: reference! },
      });
      if (result.status === 'signed') await refreshAfterSigning(queryClient);
      return result;
    },
    enabled: reference !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? SIGNING_POLL_MS : false),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    // A 4xx is the outcome itself (declined, expired, not yours): asking again changes nothing.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    gcTime: 0,
  });
}

/** GET /api/document/v2/signeddocuments/download/ — the signed PDF, saved under its name. */
export function useDownloadSigned() {
  return useMutation({
    mutationFn: async ({ document, lang }: { document: SignedDocument; lang: PortalLanguage }) => {
      const file = await callForFile(SIGNING_API.downloadSigned, {
        payload: { id: document.id, lang },
      });
      saveFile(file.blob, file.fileName ?? document.fileName[lang]);
      return file;
    },
  });
}

/** POST /api/document/v2/memo/create/ — the customer's note on a document to sign. */
export function useCreateMemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateMemoRequest) =>
      call(SIGNING_API.createMemo, { method: 'POST', payload: request }),
    onSuccess: (memo) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signingKeys.document(memo.documentId) }),
        queryClient.invalidateQueries({ queryKey: signingKeys.pending() }),
      ]),
  });
}

/**
 * Who may sign: the customer for themselves, and for a company they act for (the server checks
 * the grant's scope). Staff only look, and a person's documents are signed by that person.
 * Answers the message key saying why this user may not sign, or undefined when they may.
 */
export function signingBlockedReason(user: PortalUser): string | undefined {
  if (user.isEmployeeImpersonating) return 'signing|staffCannotSign';
  const self = user.currentProxyUser.value === user.ssn;
  if (!self && !user.currentProxyUser.isCompany) return 'signing|personMustSign';
  return undefined;
}
