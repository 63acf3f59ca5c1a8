import { useState } from 'react';

/** Which fields show their errors: those left once, and all after a first attempt to save. */
export function useTouched() {
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  return {
    shows: (field: string) => attempted || touched.has(field),
    touch: (field: string) =>
      setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    attempt: () => setAttempted(true),
  };
}
