import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { reminderFor } from './reminder';

// Loaded only when a reminder is due: most visits never need the modal's code.
const MissingInformationModal = lazy(() =>
  import('./missing-information-modal').then((m) => ({ default: m.MissingInformationModal })),
);

/** The reminder modal of every page (spec 001 §2); once closed it stays closed until the path changes. */
export function ReminderGate() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const [closedOn, setClosedOn] = useState<string | null>(null);
  const item = reminderFor(user, pathname);
  if (!user || !item || closedOn === pathname) return null;
  return (
    <Suspense fallback={null}>
      <MissingInformationModal
        item={item}
        email={user.email}
        onClose={() => setClosedOn(pathname)}
      />
    </Suspense>
  );
}
