import type { EndpointTable } from './endpoint';
import { idParams } from '../common';
import { ticketKeyResponseSchema, ticketResponseSchema } from '../tickets';

export const ticketsEndpoints = {
  /** The Ed25519 public key that checks ticket QR codes offline */
  'GET /api/ticket-key': { response: ticketKeyResponseSchema },
  /** The signed ticket of a confirmed booking, for its traveller */
  'GET /api/transactions/:id/ticket': { params: idParams, response: ticketResponseSchema },
  /** The ticket as an Apple Wallet pass (application/vnd.apple.pkpass), when configured */
  'GET /api/transactions/:id/wallet-pass': { params: idParams, response: 'file' },
} as const satisfies EndpointTable;
