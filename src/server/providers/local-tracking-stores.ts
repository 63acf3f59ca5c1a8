import { sql } from 'drizzle-orm';
import { createLocalAnalytics, type Analytics } from '../../integrations/analytics/analytics';
import {
  createLocalAffiliateTracker,
  type AffiliateTracker,
} from '../../integrations/affiliate-tracker/affiliate-tracker';
import type { EmailMarketing } from '../../integrations/email-marketing/email-marketing';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import {
  affiliateConversions,
  analyticsEvents,
  marketingEvents,
  marketingProfiles,
} from '../db/schema';

/** The local analytics default (decision 166): `analytics_events`, each event once by its id. */
export function createDatabaseAnalytics(db: Db): Analytics {
  return createLocalAnalytics(async (event) => {
    await db
      .insert(analyticsEvents)
      .values({
        id: event.id,
        name: event.name,
        distinctId: event.distinctId,
        userId: event.userId ?? null,
        properties: { ...event.properties, ...(event.setProperties ?? {}) },
        occurredAt: event.at,
      })
      .onConflictDoNothing();
  });
}

/**
 * The local email-marketing default (decision 165): one profile per account (updated by email on
 * conflict, as Klaviyo's create-or-update does) and its events, each once by its id.
 */
export function createDatabaseEmailMarketing(db: Db, clock: Clock): EmailMarketing {
  return {
    kind: 'local',
    async upsertProfile(profile) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Another account's profile with this address (an old one, since deleted): this account takes it over.
        await tx
          .delete(marketingProfiles)
          .where(
            sql`lower(${marketingProfiles.email}) = lower(${profile.email}) and ${marketingProfiles.userId} <> ${profile.userId}`,
          );
        await tx
          .insert(marketingProfiles)
          .values({ ...profile, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: marketingProfiles.userId,
            set: {
              email: profile.email,
              phoneNumber: profile.phoneNumber,
              firstName: profile.firstName,
              lastName: profile.lastName,
              updatedAt: now,
            },
          });
      });
    },
    async trackEvent(event) {
      await db
        .insert(marketingEvents)
        .values({
          id: event.id,
          metric: event.metric,
          userId: event.userId,
          email: event.email,
          properties: event.properties,
          valueMinor: event.value?.amountMinor ?? null,
          currency: event.value?.currency ?? null,
          occurredAt: event.at,
        })
        .onConflictDoNothing();
    },
  };
}

/** The affiliate tracker's local default (decision 176): `affiliate_conversions`, once per booking. */
export function createDatabaseAffiliateTracker(db: Db): AffiliateTracker {
  return createLocalAffiliateTracker(async (conversion) => {
    await db
      .insert(affiliateConversions)
      .values({
        transactionId: conversion.transactionId,
        affiliateId: conversion.affiliateId,
        valueMinor: conversion.valueMinor,
        currency: conversion.currency,
        reportedAt: conversion.at,
      })
      .onConflictDoNothing();
  });
}
