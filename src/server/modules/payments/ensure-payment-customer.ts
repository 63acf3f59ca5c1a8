import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentCustomers, users } from '../../db/schema';
import { AppError } from '../../../domain/errors';

/**
 * The user's customer at the payment provider, made on first use: one per user and provider. The
 * idempotency key makes two racing first uses create one customer; the row keeps the first answer.
 */
export async function ensurePaymentCustomer(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>,
  userId: string,
): Promise<string> {
  const { db, payments } = deps;
  const existing = await findPaymentCustomer(deps, userId);
  if (existing) return existing;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('not-found', 'No such user');
  const customer = await payments.createCustomer({
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    userId,
    idempotencyKey: `customer:${payments.kind}:${userId}`,
  });
  await db
    .insert(paymentCustomers)
    .values({
      userId,
      provider: payments.kind,
      customerId: customer.id,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
  return (await findPaymentCustomer(deps, userId))!;
}

/** The user's customer id at the current provider, or null before their first payment or saved card. */
export async function findPaymentCustomer(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  userId: string,
): Promise<string | null> {
  const [row] = await deps.db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(
      and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, deps.payments.kind)),
    );
  return row?.customerId ?? null;
}
