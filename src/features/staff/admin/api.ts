import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditQuery, CreateStaffUserRequest } from '../../../domain/api/staff-admin';
import { STAFF_ADMIN_API, type StaffRoleName } from '../../../domain/api/staff-admin-rules';
import { call, callForFile, saveFile } from '../../../lib/api';

const usersKey = ['admin', 'users'] as const;

export function useStaffUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => call(STAFF_ADMIN_API.users, { signal }),
  });
}

/** Every change answers the user as they now are; the list catches up. */
function useUserChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useCreateStaffUser() {
  return useUserChange((request: CreateStaffUserRequest) =>
    call(STAFF_ADMIN_API.users, { method: 'POST', payload: request }),
  );
}

export function useChangeStaffRole() {
  return useUserChange(({ id, role }: { id: string; role: StaffRoleName }) =>
    call(STAFF_ADMIN_API.userRole(id), { method: 'POST', payload: { role } }),
  );
}

export function useSetStaffDisabled() {
  return useUserChange(({ id, disabled }: { id: string; disabled: boolean }) =>
    call(disabled ? STAFF_ADMIN_API.userDisable(id) : STAFF_ADMIN_API.userEnable(id), {
      method: 'POST',
    }),
  );
}

export function useResetStaffPassword() {
  return useUserChange((id: string) => call(STAFF_ADMIN_API.userPassword(id), { method: 'POST' }));
}

export function useResetStaffSecondFactor() {
  return useUserChange((id: string) =>
    call(STAFF_ADMIN_API.userSecondFactorReset(id), { method: 'POST' }),
  );
}

/** Mails the employee a one-time link through which they set up their second factor. */
export function useStartStaffSecondFactor() {
  return useUserChange((id: string) =>
    call(STAFF_ADMIN_API.userSecondFactorEnrol(id), { method: 'POST' }),
  );
}

/** Only the filters given; empty fields are left out of the query. */
function filterPayload(filter: AuditQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function useAuditLog(filter: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) =>
      call(STAFF_ADMIN_API.audit, { payload: filterPayload(filter), signal }),
  });
}

export function useAuditExport() {
  return useMutation({
    mutationFn: async (filter: AuditQuery) => {
      const file = await callForFile(STAFF_ADMIN_API.auditCsv, { payload: filterPayload(filter) });
      saveFile(file.blob, file.fileName ?? 'audit.csv');
    },
  });
}
