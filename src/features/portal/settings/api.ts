import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SETTINGS_API,
  type OverviewFormat,
  type PopupType,
  PROFILE_PICTURE_FIELD,
} from '../../../domain/api/settings-rules';
import type { ChangePasswordRequest, PopupInfoRequest } from '../../../domain/api/settings';
import { USER_API } from '../../../domain/api/user-paths';
import { COMMUNICATION_API } from '../../../domain/api/communication-rules';
import type { CommunicationChoices } from '../../../domain/api/communication';
import { call, callForFile, saveFile } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { userInfoKey } from '../api/user';

/** Query keys of Settings → General, Password and Privacy. */
export const settingsKeys = {
  all: ['settings'] as const,
  generalInfo: () => [...settingsKeys.all, 'generalInfo'] as const,
  popup: (type: PopupType) => [...settingsKeys.all, 'popup', type] as const,
  picture: (url: string) => [...settingsKeys.all, 'picture', url] as const,
  overview: () => [...settingsKeys.all, 'privacy', 'overview'] as const,
  erasure: () => [...settingsKeys.all, 'privacy', 'erasure'] as const,
};

/** GET settings/generalinfo/ — name, kennitala, contact details, spouse and address. */
export function useGeneralInfo() {
  return useQuery({
    queryKey: settingsKeys.generalInfo(),
    queryFn: ({ signal }) => call(SETTINGS_API.generalInfo, { signal }),
  });
}

/** POST settings/popupinfo/ — new contact details; the user and general info are fetched again. */
export function useSaveContactDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PopupInfoRequest) =>
      call(SETTINGS_API.popupInfo, { method: 'POST', payload: request }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.generalInfo() }),
        queryClient.invalidateQueries({ queryKey: userInfoKey }),
      ]),
  });
}

/** POST checkpopup/ — whether the signed-in person dismissed this popup for good. */
export function usePopupDismissal(type: PopupType, enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.popup(type),
    queryFn: () => call(SETTINGS_API.checkPopup, { method: 'POST', payload: { type } }),
    enabled,
    staleTime: Infinity,
  });
}

/** POST savepopup/ — records the dismissal so the popup does not come back. */
export function useDismissPopup(type: PopupType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(SETTINGS_API.savePopup, { method: 'POST', payload: { type } }),
    onSuccess: (result) => queryClient.setQueryData(settingsKeys.popup(type), result),
  });
}

/**
 * The picture behind the user's profilePicture URL. It is served only with the bearer token, so
 * it is fetched through the API caller and shown from an object URL.
 */
export function useProfilePictureBlob(url: string | null) {
  return useQuery({
    queryKey: settingsKeys.picture(url ?? ''),
    queryFn: async ({ signal }) => (await callForFile(url!, { signal })).blob,
    enabled: Boolean(url),
    staleTime: Infinity,
  });
}

/** POST profilepicture/ — the chosen file as multipart/form-data, bytes as they are. */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(PROFILE_PICTURE_FIELD, file, file.name);
      return call(SETTINGS_API.profilePicture, { method: 'POST', payload: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(SETTINGS_API.removeProfilePicture, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}

/** POST settings/changepassword/ — the signed-in person's own password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      call(SETTINGS_API.changePassword, { method: 'POST', payload: request }),
  });
}

/** POST Auth0Management/v1/changepassword/ — e-mails a link to set a new password. */
export function useSendPasswordLink() {
  return useMutation({
    mutationFn: ({ ssn, language }: { ssn: string; language: Language }) =>
      call<{ sent: boolean }>(SETTINGS_API.passwordLink, {
        method: 'POST',
        payload: { ssn, language },
      }),
  });
}

export function useOverviewStatus(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.overview(),
    queryFn: ({ signal }) => call(SETTINGS_API.overviewStatus, { signal }),
    enabled,
  });
}

export function useRequestOverview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) =>
      call(SETTINGS_API.overviewRequest, { method: 'POST', query: { lang: language } }),
    onSuccess: (result) => queryClient.setQueryData(settingsKeys.overview(), result),
  });
}

export function useDownloadOverview() {
  return useMutation({
    mutationFn: async (input: { id: string; format: OverviewFormat; lang: Language }) => {
      const file = await callForFile(SETTINGS_API.overviewDownload, { payload: input });
      saveFile(file.blob, file.fileName ?? `overview.${input.format}`);
      return file;
    },
  });
}

export function useErasureStatus(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.erasure(),
    queryFn: ({ signal }) => call(SETTINGS_API.erasureStatus, { signal }),
    enabled,
  });
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(SETTINGS_API.erasureRequest, { method: 'POST' }),
    onSuccess: (result) => queryClient.setQueryData(settingsKeys.erasure(), result),
  });
}

/** GET settings/communication/ — the acting party's marketing choices. */
export function useCommunicationSettings() {
  return useQuery({
    queryKey: [...settingsKeys.all, 'communication'] as const,
    queryFn: ({ signal }) => call(COMMUNICATION_API, { signal }),
  });
}

/** POST settings/communication/ — saves the choices; the answer replaces the cached ones. */
export function useSaveCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: CommunicationChoices) =>
      call(COMMUNICATION_API, { method: 'POST', payload: choices }),
    onSuccess: (saved) => queryClient.setQueryData([...settingsKeys.all, 'communication'], saved),
  });
}

/** The signed-in customer's own log of staff who acted for them. */
export function useStaffAccessLog(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'staffaccess'],
    queryFn: () => call(USER_API.staffAccess),
    enabled,
  });
}
