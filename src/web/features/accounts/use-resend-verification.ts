import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';

/**
 * Sends the verification link again (the verify-email page, the reminder banner): whether it is on
 * its way, and the message to show once it went or failed (too many requests, or any other failure).
 */
export function useResendVerification() {
  const send = useMutation({
    mutationFn: () => callApi('POST /api/account/verify-email/send'),
  });
  const messageId = send.isSuccess
    ? 'accounts.verify.resent'
    : send.error instanceof ApiError && send.error.code === 'email-too-many-verification-requests'
      ? 'accounts.verify.tooMany'
      : send.isError
        ? 'accounts.verify.resendFailed'
        : null;
  return {
    resend: () => {
      if (!send.isPending) send.mutate();
    },
    isSending: send.isPending,
    result: messageId
      ? { tone: send.isSuccess ? ('success' as const) : ('error' as const), messageId }
      : null,
  };
}
