import {
  publicTravelCertificatePath,
  type PublicTravelCertificateResponse,
} from '../../../domain/api/portal';
import { ApiError, call } from '../../../lib/api';

export type Verification =
  | { kind: 'loading' }
  | { kind: 'found'; certificate: PublicTravelCertificateResponse }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown };

/**
 * GET /api/public/v1/travelcertificate/<code>/ — public, no sign-in. An unknown code answers 404
 * and one that cannot be a code at all 400; to the person holding the paper both mean the same.
 */
export async function verifyTravelCertificate(
  code: string,
  signal?: AbortSignal,
): Promise<Verification> {
  try {
    const certificate = await call(publicTravelCertificatePath(code), { signal });
    return { kind: 'found', certificate };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { kind: 'notFound' };
    }
    return { kind: 'error', error };
  }
}

const PAGE_PATH = /^(?:\/en)?\/stadfesting\/([^/]+)\/?$/;

/** The code in '/stadfesting/<code>/' or '/en/stadfesting/<code>/'; '' when there is none. */
export function codeFromPath(pathname: string): string {
  const raw = PAGE_PATH.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw;
  }
}

/** Codes are printed 'K7QM-4XPD-2R9T'; people type them in any case, with or without hyphens. */
export function tidyCode(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, '');
}
