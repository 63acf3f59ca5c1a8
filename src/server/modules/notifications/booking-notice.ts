import type { Actor } from '../../../domain/booking-process';
import type { Language } from '../../../domain/languages';
import type { Money } from '../../../domain/money';

export type NoticeParty = {
  id: string;
  firstName: string;
  lastName: string;
  /** Null: nobody to write to (a reseller's traveller without an email address, decision 149). */
  email: string | null;
  language: Language;
};

/**
 * What the notifications of one booking transition need to know, read from the transaction by
 * load-booking-notice.ts. Rendering and sending work on this alone, so they are tested without tables.
 */
export type BookingNotice = {
  transactionId: string;
  /** The booking reference (LV-7KQ2XM; decision 121). */
  reference?: string;
  /** Confirmed by the system at once (decision 120). */
  isInstant?: boolean;
  /** The transition's name (000 §4) and who fired it. */
  transition: string;
  by: Actor;
  at: Date;
  listing: {
    id: string;
    title: string;
    /** The title in the languages the operator translated it into (each reader gets theirs). */
    titles: Partial<Record<Language, string>>;
    timeZone: string;
    /** Where travellers meet: the listing's meeting point, then its address. */
    address: string | null;
    path: string;
    /** The meeting point's coordinates, for the calendar's GEO. */
    geolocation?: { lat: number; lng: number } | null;
  };
  booking: {
    start: Date;
    end: Date;
    /** Day tours (availability-plan/day) are shown as dates, without times. */
    isFullDay: boolean;
    quantities: { adult: number; child: number; infant: number };
  };
  /** The booking's times before a reschedule (update-*-booking), else null. */
  previousBooking: { start: Date; end: Date } | null;
  customer: NoticeParty;
  provider: NoticeParty & {
    /** The operator's phone for booking alerts, E.164 when we could tell (see to-e164.ts). */
    phoneNumber: string | null;
    isSmsOn: boolean;
    isWhatsappOn: boolean;
  };
  payinTotal: Money;
  payoutTotal: Money;
  /** What the traveller gets back on a cancellation (0 within 24 hours), else null. */
  refund: Money | null;
  /** Why the marketplace cancelled the booking (console, decision 111): both parties read it. */
  cancelReason?: string | null;
};
