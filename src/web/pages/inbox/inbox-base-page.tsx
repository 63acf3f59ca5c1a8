import { useLocation } from 'react-router';
import { Redirect } from '../../app/redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { inboxTabOf } from '../../features/talk/inbox-tabs';

/**
 * /inbox: the viewer's own tab (decision 072), as the top bar's envelope chooses: an operator's
 * sales ("Requested"), everyone else's bookings. The route is login-only, so a user is known here.
 */
export default function InboxBasePage() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (!user) return null;
  return <Redirect to={`/inbox/${inboxTabOf(user.type)}${location.search}${location.hash}`} />;
}
