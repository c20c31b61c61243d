import { useMutation, useQuery } from '@tanstack/react-query';
import {
  PORTAL_API,
  travelPlanPath,
  type TravelCertificateRequest,
  type TravelPlan,
} from '../../../domain/api/portal';
import { call, callForFile, saveFile } from '../../../lib/api';

/** Query keys of the travel screen; everything under `travel` belongs to the acting party. */
export const travelKeys = {
  all: ['travel'] as const,
  plan: (plan: TravelPlan) => [...travelKeys.all, 'plan', plan] as const,
};

/** GET /api/policy/v4/travel/{ccard,fplus}/ — whether the person has the plan, whom and what it covers. */
export function useTravelPlan(plan: TravelPlan) {
  return useQuery({
    queryKey: travelKeys.plan(plan),
    queryFn: ({ signal }) => call(travelPlanPath(plan), { signal }),
  });
}

export type IssuedCertificate = { verificationCode: string; sentTo?: string };

/**
 * POST /api/policy/v3/travel/downloadPdf/ — issues the certificate and saves its PDF; the code
 * that verifies it comes in the `x-verification-code` header.
 */
export function useDownloadTravelCertificate() {
  return useMutation({
    mutationFn: async (request: TravelCertificateRequest): Promise<IssuedCertificate> => {
      const file = await callForFile(PORTAL_API.travelDownloadPdf, {
        method: 'POST',
        payload: request,
      });
      saveFile(file.blob, file.fileName ?? 'travel-certificate.pdf');
      return { verificationCode: file.headers.get('x-verification-code') ?? '' };
    },
  });
}

/** POST /api/policy/v3/travel/sendPdf/ — issues the certificate and e-mails its PDF. */
export function useSendTravelCertificate() {
  return useMutation({
    mutationFn: async (request: TravelCertificateRequest): Promise<IssuedCertificate> => {
      const sent = await call(PORTAL_API.travelSendPdf, {
        method: 'POST',
        payload: request,
      });
      return { verificationCode: sent.verificationCode, sentTo: sent.to };
    },
  });
}
