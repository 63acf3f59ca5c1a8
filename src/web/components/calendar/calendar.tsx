import { lazy, Suspense, type ComponentProps } from 'react';
import type { DayPicker as ReactDayPicker } from 'react-day-picker';
import './calendar.css';

// The calendar library (~23 KB gzipped) stays out of every page's first download (decision 051).
const DayPicker = lazy(() => import('./day-picker'));

/** A month calendar (react-day-picker, in the interface language); keeps its room while its code loads. */
export function Calendar(props: ComponentProps<typeof ReactDayPicker>) {
  return (
    <Suspense fallback={<div className="calendar-placeholder" aria-busy="true" />}>
      <DayPicker {...props} />
    </Suspense>
  );
}
