import { userTypes, type UserType } from '../../../domain/accounts';

// The inbox's tabs, in a module of their own: the top bar's envelope (signed-in chunk) needs them
// without the inbox's queries and the booking process.

/** Each tab of /inbox/{tab} and the transactions it lists (`only=` of GET /api/transactions). */
export const inboxTabs = { sales: 'sale', orders: 'order' } as const;
export type InboxTab = keyof typeof inboxTabs;
export const isInboxTab = (value: string | undefined): value is InboxTab =>
  value === 'sales' || value === 'orders';

/** Whether a user type has the sales tab: only operators own listings, so only they ever sell. */
export const hasSalesTab = (type: UserType): boolean => type === userTypes.operator;

/** Where a user's inbox opens (the envelope, /inbox): an operator's sales, anyone else's bookings (decision 072). */
export const inboxTabOf = (type: UserType): InboxTab => (hasSalesTab(type) ? 'sales' : 'orders');
