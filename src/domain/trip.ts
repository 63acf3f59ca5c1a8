// The day of the tour (issue 45 item 3): how to get to the meeting point, and the booking as a calendar
// event's text (LOCATION, GEO, DESCRIPTION, a reminder), the same for the emails and the order page.

type Place = { geolocation: { lat: number; lng: number } | null; address: string | null };

/** A maps link with directions to the meeting point (its coordinates, or its address). */
export function directionsUrl(place: Place): string | null {
  const destination = place.geolocation
    ? `${place.geolocation.lat},${place.geolocation.lng}`
    : place.address;
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The reminder the calendar shows before the start. */
export const calendarReminderMinutes = 120;

export type CalendarTrip = Place & {
  reference: string;
  meetingPoint: string | null;
  operatorPhone: string | null;
  /** The order page, last in the description. */
  url: string;
  /** Lines of the reader's language: "Booking reference", "Meeting point", "Phone". */
  labels: { reference: string; meetingPoint: string; phone: string };
};

/**
 * What an `ics` event gets besides its times and title: LOCATION (the address and the meeting point),
 * GEO, a DESCRIPTION naming the reference, the meeting point and the operator's phone, and a display
 * alarm before the start.
 */
export function calendarTripAttributes(trip: CalendarTrip) {
  const location = [trip.address, trip.meetingPoint].filter(Boolean).join(' — ') || undefined;
  const description = [
    `${trip.labels.reference}: ${trip.reference}`,
    trip.meetingPoint || trip.address
      ? `${trip.labels.meetingPoint}: ${[trip.meetingPoint, trip.address].filter(Boolean).join(', ')}`
      : null,
    trip.operatorPhone ? `${trip.labels.phone}: ${trip.operatorPhone}` : null,
    trip.url,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  return {
    location,
    ...(trip.geolocation ? { geo: { lat: trip.geolocation.lat, lon: trip.geolocation.lng } } : {}),
    description,
    alarms: [
      {
        action: 'display' as const,
        description: trip.reference,
        trigger: { minutes: calendarReminderMinutes, before: true },
      },
    ],
  };
}
