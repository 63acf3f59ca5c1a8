import { ApiError } from './api';

/**
 * The message of a failed action (spec 000 §8: accepting, declining, rescheduling, sending a message
 * or a review each have their own): a refusal the server explains by its code keeps the code's
 * message; a failure it does not explain (a server error, no connection) says which action failed.
 */
export function failureMessageId(error: unknown, actionFailedId: string, codedId: string): string {
  const isUnexplained =
    !(error instanceof ApiError) ||
    error.status >= 500 ||
    error.code === 'internal-error' ||
    error.code === 'network-error';
  return isUnexplained ? actionFailedId : codedId;
}
