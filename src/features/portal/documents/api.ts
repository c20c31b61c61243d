import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PORTAL_API,
  type ElectronicDocument,
  type ElectronicDocumentsResponse,
  type MarkDocumentReadRequest,
  type PortalLanguage,
  type SendDocumentRequest,
} from '../../../domain/api/portal';
import { call, callForFile, saveFile } from '../../../lib/api';

/** Query keys of the documents screen; everything under `documents` belongs to the acting party. */
export const documentsKeys = {
  all: ['documents'] as const,
  list: () => [...documentsKeys.all, 'list'] as const,
};

/** GET /api/document/v1/edocuments/ — newest first, with the unread state. */
export function useElectronicDocuments() {
  return useQuery({
    queryKey: documentsKeys.list(),
    queryFn: ({ signal }) => call(PORTAL_API.electronicDocuments, { signal }),
  });
}

/**
 * GET /api/document/v2/download/ — the PDF, saved under the server's file name. The server marks
 * the document read, so the list is fetched again.
 */
export function useDownloadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      document,
      lang,
    }: {
      document: ElectronicDocument;
      lang: PortalLanguage;
    }) => {
      const file = await callForFile(PORTAL_API.downloadDocument, {
        payload: { id: document.id, lang },
      });
      saveFile(file.blob, file.fileName ?? `${document.fileName[lang]}`);
      return file;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all }),
  });
}

/** POST /api/document/v2/send/ — the PDF to the acting party's registered e-mail. */
export function useSendDocument() {
  return useMutation({
    mutationFn: (request: SendDocumentRequest) =>
      call(PORTAL_API.sendDocument, { method: 'POST', payload: request }),
  });
}

/** POST /api/document/v2/read/ — marks one document read without downloading it. */
export function useMarkDocumentRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MarkDocumentReadRequest) =>
      call(PORTAL_API.markDocumentRead, { method: 'POST', payload: request }),
    onSuccess: (result) => {
      // Shown read at once; the refetch below confirms it.
      queryClient.setQueryData<ElectronicDocumentsResponse>(documentsKeys.list(), (current) =>
        current
          ? {
              unreadCount: result.unreadCount,
              documents: current.documents.map((document) =>
                document.id === result.id
                  ? { ...document, unread: false, readAt: result.readAt }
                  : document,
              ),
            }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: documentsKeys.all });
    },
  });
}
