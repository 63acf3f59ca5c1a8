// The engine's row and dependencies, apart from the engine: the use cases it calls take them too.
import type { AppDeps } from '../../app-deps';
import type { transactions } from '../../db/schema';

export type TransactionRow = typeof transactions.$inferSelect;
export type EngineDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'>;
