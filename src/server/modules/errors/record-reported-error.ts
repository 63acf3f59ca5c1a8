import { sql } from 'drizzle-orm';
import type { ErrorStore } from '../../../integrations/error-reporting/error-reporter';
import type { Db } from '../../db/client';
import { reportedErrors } from '../../db/schema';

/** The local error reporter's store: one row per fingerprint, counted, the latest details kept. */
export const createReportedErrorStore = (db: Db): ErrorStore => ({
  async record(error) {
    await db
      .insert(reportedErrors)
      .values({
        fingerprint: error.fingerprint,
        source: error.source,
        message: error.message,
        stack: error.stack,
        tags: error.tags,
        requestId: error.requestId,
        firstSeenAt: error.at,
        lastSeenAt: error.at,
      })
      .onConflictDoUpdate({
        target: reportedErrors.fingerprint,
        set: {
          count: sql`${reportedErrors.count} + 1`,
          message: error.message,
          stack: error.stack,
          requestId: error.requestId,
          lastSeenAt: error.at,
        },
      });
  },
});
