import { randomInt } from 'node:crypto';

/**
 * Mobile electronic ID (rafræn skilríki): the person enters a phone number, sees a verification
 * code, and approves on the phone. A real provider plugs in behind this interface.
 */
export type EidStatus =
  | { status: 'pending' }
  /** `name`: the holder's name as the provider's certificate gives it, when it gives one. */
  | { status: 'approved'; kennitala: string; name?: string }
  /** `reason` says why, for the audit trail, when it is not simply the person declining. */
  | { status: 'rejected'; reason?: string }
  | { status: 'expired' };

/**
 * The provider could not be asked (unreachable, too slow, or an answer we do not understand).
 * Callers turn it into a translated 502 (MobileIdProviderFailed), never a 500.
 */
export class EidProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EidProviderError';
  }
}

export interface ElectronicIdProvider {
  /** Asks the phone's owner to approve; the verification code is shown on both screens. */
  start(phone: string, verificationCode: string): Promise<{ reference: string }>;
  status(reference: string): Promise<EidStatus>;
  /**
   * The app flow ("start on the phone, finish back in the portal"): the provider opens a request
   * in its own app through `appLink` (a link on the phone, a QR code on a desktop), shows `text`
   * and the verification code there, and sends the browser back to `returnUrl` once the person
   * has answered. The outcome comes from `status(reference)` like the phone flow's, naming the
   * app owner's kennitala. Providers that do not offer an app leave this out.
   */
  startApp?(request: EidAppRequest): Promise<{ reference: string; appLink: string }>;
}

export type EidAppRequest = {
  verificationCode: string;
  /** What the person is asked to approve, shown in the app. */
  text: string;
  /** Where the app sends the browser afterwards; the caller makes sure it is our own origin. */
  returnUrl: string;
};

/** How long a request waits for approval. */
export const EID_REQUEST_MINUTES = 3;

export function newVerificationCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}
