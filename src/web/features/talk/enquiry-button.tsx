import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { useLocation } from 'react-router';
import type { PublicListing } from '../../../contracts/listings';
import { useCurrentUser } from '../../auth/use-current-user';
import { readStored } from '../../lib/storage';
import { holdsClicks, useHeldClick } from '../../lib/use-held-click';
import { Button } from '../../components/button/button';

// A visitor's text waits here while they log in (this tab only), then the form opens with it.
export const enquiryDraftKey = (listingId: string) => `levada:enquiry:${listingId}`;
export const enquiryOpenParam = 'enquire';

// The form, its validation and schemas load when it opens: not in every listing page's first download.
const EnquiryDialog = lazy(() =>
  import('./enquiry-dialog').then((m) => ({ default: m.EnquiryDialog })),
);

/** "Send enquiry" on the listing page (spec 000 §2): a question to the operator before booking. */
export function EnquiryButton({ listing }: { listing: PublicListing }) {
  const auth = useCurrentUser();
  const location = useLocation();
  const isReturning = new URLSearchParams(location.search).has(enquiryOpenParam);
  const [isOpen, setIsOpen] = useState(false);
  // Once opened the form stays mounted (closed), so what was typed is still there when it opens again.
  const [hasOpened, setHasOpened] = useState(false);
  const [initialContent, setInitialContent] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  useHeldClick(button);

  // Back from logging in: the form opens again with the text written before.
  useEffect(() => {
    if (!isReturning || auth.status !== 'signed-in') return;
    setInitialContent(readStored(() => sessionStorage, enquiryDraftKey(listing.id)) ?? '');
    setIsOpen(true);
    setHasOpened(true);
  }, [isReturning, auth.status, listing.id]);

  if (auth.user?.id === listing.author.id) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="enquiry-button"
        ref={button}
        {...holdsClicks}
        onClick={() => {
          setIsOpen(true);
          setHasOpened(true);
        }}
      >
        <FormattedMessage id="talk.enquiry.open" />
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <EnquiryDialog
            isOpen={isOpen}
            listing={listing}
            initialContent={initialContent}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
