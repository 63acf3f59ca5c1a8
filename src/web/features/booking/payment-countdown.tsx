import { useEffect, useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { ClockIcon } from '../../components/icons/icons';

/** Minutes and seconds left until `until`, "0:00" once past. */
export function remainingText(until: Date, now: Date): string {
  const seconds = Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The 15-minute payment window counting down once the request is made (spec 000 §4). */
export function PaymentCountdown({ until, onExpired }: { until: Date; onExpired: () => void }) {
  const [now, setNow] = useState(() => new Date());
  const isOver = now.getTime() >= until.getTime();
  useEffect(() => {
    if (isOver) {
      onExpired();
      return;
    }
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [isOver, onExpired]);
  return (
    <p className="payment-countdown" role="timer" aria-live="off">
      <ClockIcon size={18} />
      <FormattedMessage
        id="checkout.countdown"
        values={{ time: <strong>{remainingText(until, now)}</strong> }}
      />
    </p>
  );
}
