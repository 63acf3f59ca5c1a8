import { useState } from 'react';
import { weakPasswordMessageId } from './validation';

/**
 * The server's reason for refusing a new password, shown at the field until the password is edited.
 * `take` keeps it and answers true when the error was such a refusal.
 */
export function useRefusedPassword(current: string) {
  const [refused, setRefused] = useState<{ password: string; messageId: string } | null>(null);
  return {
    error: refused?.password === current ? refused.messageId : undefined,
    take(error: unknown, password: string): boolean {
      const messageId = weakPasswordMessageId(error);
      setRefused(messageId ? { password, messageId } : null);
      return messageId !== undefined;
    },
  };
}
