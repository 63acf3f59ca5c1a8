import { createEvent } from 'ics';
import { describe, expect, it } from 'vitest';
import { calendarTripAttributes, directionsUrl, type CalendarTrip } from './trip';

const trip: CalendarTrip = {
  reference: 'LV-7KQ2XM',
  address: 'Queimadas Forest Park, Santana',
  meetingPoint: 'By the thatched houses',
  geolocation: { lat: 32.7826, lng: -16.9056 },
  operatorPhone: '+351912345678',
  url: 'https://levada.example/order/1/details',
  labels: { reference: 'Booking reference', meetingPoint: 'Meeting point', phone: 'Phone' },
};

// The event as a calendar reads it, lines unfolded (RFC 5545 folds long lines at 75 octets).
const icsOf = (value: CalendarTrip) => {
  const { error, value: text } = createEvent({
    start: Date.UTC(2026, 5, 10, 8, 30),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 3 },
    title: 'Levada walk',
    ...calendarTripAttributes(value),
  });
  if (error) throw error;
  return text!.replace(/\r\n[ \t]/g, '');
};

describe('directions', () => {
  it.each<[Parameters<typeof directionsUrl>[0], string | null]>([
    [
      { geolocation: { lat: 32.78, lng: -16.9 }, address: 'Santana' },
      'https://www.google.com/maps/dir/?api=1&destination=32.78%2C-16.9',
    ],
    [
      { geolocation: null, address: 'Rua do Aljube 1, Funchal' },
      'https://www.google.com/maps/dir/?api=1&destination=Rua%20do%20Aljube%201%2C%20Funchal',
    ],
    [{ geolocation: null, address: null }, null],
  ])('%j → %s', (place, url) => {
    expect(directionsUrl(place)).toBe(url);
  });
});

describe('the calendar event of a booking', () => {
  it('has LOCATION, GEO, a DESCRIPTION with the reference, meeting point and phone, and a reminder', () => {
    const ics = icsOf(trip);
    expect(ics).toContain('LOCATION:Queimadas Forest Park\\, Santana — By the thatched houses');
    expect(ics).toContain('GEO:32.7826;-16.9056');
    expect(ics).toContain(
      'DESCRIPTION:Booking reference: LV-7KQ2XM\\nMeeting point: By the thatched houses\\, Queimadas Forest Park\\, Santana\\nPhone: +351912345678\\nhttps://levada.example/order/1/details',
    );
    expect(ics).toMatch(
      /BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:LV-7KQ2XM\r\nTRIGGER:-PT120M\r\nEND:VALARM/,
    );
  });

  it.each<[string, Partial<CalendarTrip>, string[], string[]]>([
    ['no coordinates: no GEO', { geolocation: null }, ['LOCATION:'], ['GEO:']],
    ['no phone: no phone line', { operatorPhone: null }, ['Booking reference'], ['Phone:']],
    [
      'no place at all: no location, no meeting point line',
      { address: null, meetingPoint: null, geolocation: null },
      ['DESCRIPTION:Booking reference'],
      ['LOCATION:', 'Meeting point'],
    ],
  ])('%s', (_, change, present, absent) => {
    const ics = icsOf({ ...trip, ...change });
    for (const text of present) expect(ics).toContain(text);
    for (const text of absent) expect(ics).not.toContain(text);
  });
});
