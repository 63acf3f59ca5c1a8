import type { CurrentUser } from '../../../contracts/accounts';
import { userTypes } from '../../../domain/accounts';

/**
 * Where a user lands after signing in (when they were not going anywhere) and after verifying their
 * email: an operator on their sales, or on their listings — "Create your first listing" — before they
 * have one; everyone else on the home page.
 */
export function homeOfUser(user: Pick<CurrentUser, 'type' | 'hasListings'> | null): string {
  if (user?.type !== userTypes.operator) return '/';
  return user.hasListings ? '/inbox/sales' : '/listings';
}
