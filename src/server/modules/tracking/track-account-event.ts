import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { queueTracking, type TrackingItem } from './queue-tracking';
import { recordTrackingConsent } from './tracking-consent';

type Deps = { db: Db; clock: Clock };
type Person = { id: string; type: number; language: string };
/** The request's side: the banner's choice and the browser's visitor id, when it has one. */
export type TrackingContext = { consent: boolean | null; visitorId?: string };

const userProperties = (person: Person) => ({ userType: person.type, language: person.language });

/**
 * Sign-up, login, logout, or a change of email or phone (spec 001 §7; decisions 165–167). The
 * browser's banner choice is kept for the account first; only when it is "accepted" are the
 * analytics events (with the user id, the visitor id they join, and the user properties) and the
 * email-marketing profile queued.
 */
export async function trackAccountEvent(
  deps: Deps,
  event: 'sign-up' | 'login' | 'logout' | 'contact-changed',
  person: Person,
  context: TrackingContext,
): Promise<void> {
  if (context.consent !== null) await recordTrackingConsent(deps, person.id, context.consent);
  if (context.consent !== true) return;
  const analytics = (name: 'sign-up' | 'login' | 'logout' | 'user-properties'): TrackingItem => ({
    target: 'analytics',
    name,
    distinctId: person.id,
    userId: person.id,
    anonymousId: name === 'logout' ? null : (context.visitorId ?? null),
    properties: {},
    setProperties: name === 'logout' ? undefined : userProperties(person),
  });
  const items: TrackingItem[] =
    event === 'sign-up'
      ? [analytics('sign-up'), { target: 'marketing-profile', userId: person.id }]
      : event === 'login'
        ? [analytics('login')]
        : event === 'logout'
          ? [analytics('logout')]
          : [analytics('user-properties'), { target: 'marketing-profile', userId: person.id }];
  await queueTracking(deps, items);
}
