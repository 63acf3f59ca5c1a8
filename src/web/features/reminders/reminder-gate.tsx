import { useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';
import { reminderFor } from './reminder';

const bundles = ['reminders'] as const;

// Loaded only when a reminder is due, with its texts: most visits never need the modal.
const MissingInformationModal = besideThePage(
  (locale) =>
    withTexts(
      import('./missing-information-modal').then((m) => m.MissingInformationModal),
      bundles,
      locale,
    ),
  null,
);

/** The reminder modal of every page (spec 001 §2); once closed it stays closed until the path changes. */
export function ReminderGate() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const [closedOn, setClosedOn] = useState<string | null>(null);
  const item = reminderFor(user, pathname);
  if (!user || !item || closedOn === pathname) return null;
  return (
    <MissingInformationModal item={item} email={user.email} onClose={() => setClosedOn(pathname)} />
  );
}
