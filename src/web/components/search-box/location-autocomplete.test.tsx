// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGazetteerGeocoder,
  defaultPlaces,
} from '../../../integrations/geocoding/gazetteer-geocoder';
import { apiHandler, setupApiServer } from '../../test/msw';
import { TestProviders } from '../../test/render-app';
import { LocationAutocomplete, predictionDelay, type SelectedPlace } from './location-autocomplete';

// The browser's network edge: GET /api/places answered by the real embedded gazetteer.
const gazetteer = createGazetteerGeocoder();
let asked: string[] = [];
setupApiServer(
  apiHandler('GET /api/places', async ({ query }) => {
    const q = query.get('q') ?? '';
    asked.push(q);
    const language = query.get('language') ?? 'en';
    const data = q ? await gazetteer.forward(q, { limit: 5, language }) : defaultPlaces(language);
    return { data };
  }),
);
beforeEach(() => {
  asked = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBox(value: SelectedPlace | null = null) {
  const onSelect = vi.fn();
  render(
    <TestProviders>
      <LocationAutocomplete value={value} onSelect={onSelect} />
      <button type="button">elsewhere</button>
    </TestProviders>,
  );
  return { input: screen.getByRole('combobox', { name: 'Where' }), onSelect };
}

const santana: SelectedPlace = {
  address: 'Santana, Madeira, Portugal',
  bounds: { ne: { lat: 32.84, lng: -16.8 }, sw: { lat: 32.73, lng: -16.98 } },
  origin: { lat: 32.8, lng: -16.8833 },
};

describe('predictionDelay (spec 001 §4)', () => {
  it('waits 300 ms from three characters and 1 s below', () => {
    expect(predictionDelay('san')).toBe(300);
    expect(predictionDelay(' sa ')).toBe(1000);
    expect(predictionDelay('s')).toBe(1000);
  });
});

describe('LocationAutocomplete', () => {
  it('offers current location and the default places when focused empty', async () => {
    const { input } = renderBox();
    fireEvent.focus(input);
    expect(await screen.findByRole('option', { name: 'Lisbon, Portugal' })).toBeTruthy();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Use my current location',
      'Funchal, Madeira, Portugal',
      'Santana, Madeira, Portugal',
      'Porto Moniz, Madeira, Portugal',
      'Lisbon, Portugal',
    ]);
  });

  it('asks after 300 ms for three characters and after a second for fewer', async () => {
    const { input } = renderBox();
    fireEvent.focus(input);
    // The component's timers on the test's clock; vi.waitFor keeps real ones for its polling.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(input, { target: { value: 'sa' } });
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(asked).not.toContain('sa');
      await act(() => vi.advanceTimersByTimeAsync(1));
      await vi.waitFor(() => expect(asked).toContain('sa'));
      fireEvent.change(input, { target: { value: 'san' } });
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(asked).not.toContain('san');
      await act(() => vi.advanceTimersByTimeAsync(1));
      await vi.waitFor(() => expect(asked).toContain('san'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves the highlight with the arrows and chooses it with Enter', async () => {
    const { input, onSelect } = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'santa' } });
    // Santa Cruz outranks Santana for "santa" (the town's own name starts with the word).
    await screen.findByRole('option', { name: 'Santana, Madeira, Portugal' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { name: 'Santana, Madeira, Portugal' });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ address: 'Santa Cruz, Madeira, Portugal' }),
    );
    expect((input as HTMLInputElement).value).toBe('Santa Cruz, Madeira, Portugal');
  });

  it('chooses the first suggestion when the box is left with typed text', async () => {
    const { input, onSelect } = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'porto moniz' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(onSelect.mock.calls[0]![0].address).toBe('Porto Moniz, Madeira, Portugal');
  });

  it('keeps what was typed into the server-rendered box before the page came alive', async () => {
    const onSelect = vi.fn();
    const box = (
      <TestProviders>
        <LocationAutocomplete value={null} onSelect={onSelect} />
      </TestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    const early = container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    early.focus();
    early.value = 'porto mon';
    render(box, { container, hydrate: true });
    const input = screen.getByRole('combobox', { name: 'Where' });
    expect(input).toHaveProperty('value', 'porto mon');
    expect(
      await screen.findByRole('option', { name: 'Porto Moniz, Madeira, Portugal' }),
    ).toBeDefined();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(onSelect.mock.calls[0]![0].address).toBe('Porto Moniz, Madeira, Portugal');
  });

  it('chooses the first suggestion on Enter even before the suggestions arrive', async () => {
    const { input, onSelect } = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'funchal' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(onSelect.mock.calls[0]![0].address).toBe('Funchal, Madeira, Portugal');
  });

  it('Escape closes the list and restores the chosen place without choosing', async () => {
    // Every timer the box sets runs out (the debounce among them): still nothing is chosen.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { input, onSelect } = renderBox(santana);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'lisb' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.blur(input);
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    expect(onSelect).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('Santana, Madeira, Portugal');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });

  it('clears the place when emptied, and leaves an empty box alone', async () => {
    const chosen = renderBox(santana);
    fireEvent.focus(chosen.input);
    fireEvent.change(chosen.input, { target: { value: '' } });
    fireEvent.blur(chosen.input);
    await waitFor(() => expect(chosen.onSelect).toHaveBeenCalledWith(null));
    cleanup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const empty = renderBox();
    fireEvent.focus(empty.input);
    fireEvent.blur(empty.input);
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    expect(empty.onSelect).not.toHaveBeenCalled();
  });

  describe('current location', () => {
    const choose = async () => {
      const box = renderBox();
      fireEvent.focus(box.input);
      fireEvent.click(await screen.findByRole('option', { name: 'Use my current location' }));
      return box;
    };

    it('searches 1000 m each way around the position, asked with a 5 s timeout and high accuracy', async () => {
      const getCurrentPosition = vi.fn(
        (success: PositionCallback, _failure?: PositionErrorCallback, _options?: PositionOptions) =>
          success({ coords: { latitude: 32.65, longitude: -16.91 } } as GeolocationPosition),
      );
      vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
      const { onSelect } = await choose();
      expect(getCurrentPosition.mock.calls[0]![2]).toEqual({
        timeout: 5000,
        enableHighAccuracy: true,
        maximumAge: 0,
      });
      const place = onSelect.mock.calls[0]![0] as SelectedPlace;
      expect(place.address).toBe('Current location');
      expect(place.origin).toEqual({ lat: 32.65, lng: -16.91 });
      expect(place.bounds.ne.lat - 32.65).toBeCloseTo(0.00898, 4);
    });

    it.each([
      [1, 'Your browser did not share your location. Allow it, or type a place.'],
      [2, 'Your location could not be found. Type a place instead.'],
      [3, 'Finding your location took too long. Try again or type a place.'],
    ])('shows failure %i', async (code, message) => {
      const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
        failure({
          code,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError),
      );
      vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
      const { onSelect } = await choose();
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(onSelect).not.toHaveBeenCalled();
    });
  });
});
