import type {
  CardSimulatorStore,
  CardSimulatorTx,
  SimCustomerRecord,
  SimIntentRecord,
  SimPaymentMethodRecord,
  SimRefundRecord,
  SimSetupIntentRecord,
} from './card-simulator-store';

/**
 * The card simulator's state in memory, for the Stripe-shaped test API (stripe-test-api.ts), which
 * has no database of its own. Transactions run one at a time; one that throws leaves nothing behind.
 */
export function createMemoryCardSimulatorStore(): CardSimulatorStore {
  const state = {
    intents: new Map<string, SimIntentRecord>(),
    methods: new Map<string, SimPaymentMethodRecord>(),
    customers: new Map<string, SimCustomerRecord>(),
    setups: new Map<string, SimSetupIntentRecord>(),
    refunds: new Map<string, SimRefundRecord>(),
    keys: new Map<string, { operation: string; result: unknown }>(),
  };
  const copy = <T>(value: T | undefined): T | null => (value ? structuredClone(value) : null);
  const tx: CardSimulatorTx = {
    claimIdempotencyKey: async (key) => copy(state.keys.get(key)),
    saveIdempotencyKey: async (key, operation, result) => {
      state.keys.set(key, structuredClone({ operation, result }));
    },
    saveIntent: async (record) => void state.intents.set(record.id, structuredClone(record)),
    getIntent: async (id) => copy(state.intents.get(id)),
    savePaymentMethod: async (record) => void state.methods.set(record.id, structuredClone(record)),
    getPaymentMethod: async (id) => copy(state.methods.get(id)),
    listPaymentMethods: async (customerId) =>
      [...state.methods.values()]
        .filter((method) => method.customerId === customerId)
        .map((method) => structuredClone(method)),
    saveCustomer: async (record) => void state.customers.set(record.id, structuredClone(record)),
    getCustomer: async (id) => copy(state.customers.get(id)),
    saveSetupIntent: async (record) => void state.setups.set(record.id, structuredClone(record)),
    getSetupIntent: async (id) => copy(state.setups.get(id)),
    saveRefund: async (record) => void state.refunds.set(record.id, structuredClone(record)),
  };
  // One transaction at a time, as row locks would order them.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    transaction<T>(fn: (tx: CardSimulatorTx) => Promise<T>): Promise<T> {
      const run = queue.then(async () => {
        const before = structuredClone(state);
        try {
          return await fn(tx);
        } catch (error) {
          Object.assign(state, before);
          throw error;
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
    read: (fn) => fn(tx),
  };
}
