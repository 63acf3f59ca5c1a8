import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';
import { readStored, writeStored } from '../../lib/storage';
import { dismissedKey, localDay, reminderFor, type MissingItem } from './reminder';

const bundles = ['reminders'] as const;
const storage = () => window.localStorage;

// Loaded only when a reminder is due, with its texts: most visits never need the banner.
const MissingInformationBanner = besideThePage(
  (locale) =>
    withTexts(
      import('./missing-information-banner').then((m) => m.MissingInformationBanner),
      bundles,
      locale,
    ),
  null,
);

/**
 * The reminder banner below the top bar (spec 001 §2's reminder, decision 155): on every page but
 * those that fix it and the checkout; once dismissed, not again that day.
 */
export function ReminderGate() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState<MissingItem | null>(null);
  // Only in the browser, after hydration: the server cannot know a dismissal kept in localStorage.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const item = reminderFor(user, pathname);
  if (!isMounted || !user || !item || dismissed === item) return null;
  if (readStored(storage, dismissedKey(item)) === localDay(new Date())) return null;
  return (
    <MissingInformationBanner
      item={item}
      email={user.email}
      onDismiss={() => {
        writeStored(storage, dismissedKey(item), localDay(new Date()));
        setDismissed(item);
      }}
    />
  );
}
