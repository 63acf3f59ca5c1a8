import { useSyncExternalStore } from 'react';

// Which auth action runs now: the shell needs only this (no page while logging out), not the actions,
// whose calls load with the forms and menus that start them (auth-actions.ts).
export type AuthAction = 'login' | 'logout' | 'signup' | 'confirm';

// One of login, logout, sign-up or confirm at a time (spec 001 §4 "One at a time").
let current: AuthAction | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Refused because another login, logout or sign-up is running ("Login or logout already in progress"). */
export class AuthBusyError extends Error {
  constructor() {
    super('Login or logout already in progress');
    this.name = 'AuthBusyError';
  }
}

/** Marks an action as running; refused while another runs. */
export function beginAuthAction(action: AuthAction) {
  if (current) throw new AuthBusyError();
  current = action;
  emit();
}

export function endAuthAction() {
  current = null;
  emit();
}

export async function exclusive<T>(action: AuthAction, work: () => Promise<T>): Promise<T> {
  beginAuthAction(action);
  try {
    return await work();
  } finally {
    endAuthAction();
  }
}

/** The auth action running now, if any, outside React. */
export const authActionInProgress = (): AuthAction | null => current;

/** The auth action running now, if any. */
export const useAuthActionInProgress = (): AuthAction | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
