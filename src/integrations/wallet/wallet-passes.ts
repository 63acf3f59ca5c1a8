/** What a ticket's Wallet pass shows, in the traveller's language (the labels come translated). */
export type WalletPassContent = {
  /** The booking reference: one pass per booking, replaced when downloaded again. */
  serialNumber: string;
  tourTitle: string;
  operatorName: string;
  start: Date;
  /** The start as the ticket page writes it, in the listing's zone. */
  when: string;
  party: string;
  /** The QR code's text: the signed ticket a guide's device checks offline. */
  code: string;
  meetingPoint: { lat: number; lng: number; address: string | null } | null;
  language: string;
  labels: { tour: string; when: string; party: string; reference: string; meetingPoint: string };
};

/**
 * Apple Wallet passes of tickets. Signing needs Apple's certificates: without them there is no pass
 * (`isAvailable` false, the ticket page offers none and a download is refused), as the issue asks.
 */
export interface WalletPasses {
  readonly kind: 'apple' | 'none';
  readonly isAvailable: boolean;
  createPass(content: WalletPassContent): Promise<Buffer>;
}

export class WalletPassesUnavailableError extends Error {
  constructor() {
    super('Wallet passes are not configured (APPLE_PASS_* settings)');
  }
}

export function createUnavailableWalletPasses(): WalletPasses {
  return {
    kind: 'none',
    isAvailable: false,
    createPass: () => Promise.reject(new WalletPassesUnavailableError()),
  };
}
