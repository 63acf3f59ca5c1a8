import { useRef, type ComponentProps } from 'react';
import { DayPicker as ReactDayPicker } from 'react-day-picker';
import { de, enGB, es, fr, pt } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useLocale } from '../../app/locale-context';
import type { Locale } from '../../i18n/locales';
import { holdsClicks, useHeldClick } from '../../lib/use-held-click';

const pickerLocales = { en: enGB, pt, de, es, fr } satisfies Record<Locale, unknown>;

/**
 * react-day-picker in the interface language, weeks from the locale's first day (Monday in all five:
 * en is en-GB); its own chunk, loaded by calendar.tsx where a calendar shows.
 */
export default function DayPicker(props: ComponentProps<typeof ReactDayPicker>) {
  const { locale } = useLocale();
  // Its own chunk: a day clicked on a server-rendered calendar before it came is clicked again then.
  const root = useRef<HTMLDivElement>(null);
  useHeldClick(root);
  return (
    <div ref={root} className="calendar" {...holdsClicks}>
      <ReactDayPicker {...props} locale={pickerLocales[locale]} />
    </div>
  );
}
