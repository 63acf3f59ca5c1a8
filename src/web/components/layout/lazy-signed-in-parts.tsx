import { lazy, Suspense, type ComponentType } from 'react';
import { useCurrentUser } from '../../auth/use-current-user';
import type * as Parts from './signed-in-parts';

const load = () => import('./signed-in-parts');

/**
 * A signed-in part of the shell: rendered for a signed-in user only, its code loaded then. The
 * server renders it into the page; the browser hydrates it once its chunk is there.
 */
function signedInPart<P extends object>(pick: (parts: typeof Parts) => ComponentType<P>) {
  const Part = lazy(() => load().then((parts) => ({ default: pick(parts) })));
  return function SignedInPart(props: P) {
    const { user } = useCurrentUser();
    if (!user) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const InboxLink = signedInPart((parts) => parts.InboxLink);
export const UserAvatar = signedInPart((parts) => parts.UserAvatar);
export const AccountMenuItems = signedInPart((parts) => parts.AccountMenuItems);
export const LimitedAccessBanner = signedInPart((parts) => parts.LimitedAccessBanner);
export const LanguageSync = signedInPart((parts) => parts.LanguageSync);
export const ReminderGate = signedInPart((parts) => parts.ReminderGate);
