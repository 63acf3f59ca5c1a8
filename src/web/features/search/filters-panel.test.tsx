// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearedFilters, type FilterValues } from '../../../domain/search';
import { TestProviders } from '../../test/render-app';
import { FiltersPanel } from './filters-panel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

const panel = (values: FilterValues, reported: FilterValues[]) => (
  <TestProviders>
    <FiltersPanel values={values} onChange={(next) => reported.push(next)} />
  </TestProviders>
);

/** The panel rendered on the server, changed by the visitor before its code came, then hydrated. */
async function hydratedAfter(values: FilterValues, change: (container: HTMLElement) => void) {
  const reported: FilterValues[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(panel(values, reported));
  document.body.append(container);
  change(container);
  await act(async () => {
    hydrateRoot(container, panel(values, reported));
  });
  return { container, reported };
}

const input = (container: HTMLElement, filter: string, value: string) =>
  container.querySelector<HTMLInputElement>(`input[data-filter="${filter}"][value="${value}"]`)!;

describe('the filters panel on a server-rendered search page', () => {
  it('takes the boxes ticked before its code came as chosen, and keeps them ticked', async () => {
    const { container, reported } = await hydratedAfter(clearedFilters, (page) => {
      input(page, 'category', 'hiking').checked = true;
      input(page, 'duration', '1to2').checked = true;
      input(page, 'pickup', 'yes').checked = true;
    });
    expect(reported).toEqual([
      { ...clearedFilters, categories: ['hiking'], durations: ['1to2'], pickup: 'yes' },
    ]);
    expect(input(container, 'category', 'hiking').checked).toBe(true);
    expect(input(container, 'pickup', 'yes').checked).toBe(true);
  });

  it('takes a box unticked meanwhile as dropped, keeping the other choices in their order', async () => {
    const chosen: FilterValues = {
      ...clearedFilters,
      categories: ['boattours', 'hiking'],
      pickup: 'no',
    };
    const { reported } = await hydratedAfter(chosen, (page) => {
      input(page, 'category', 'boattours').checked = false;
      input(page, 'category', 'roadexcursions').checked = true;
      input(page, 'pickup', 'any').checked = true;
    });
    expect(reported).toEqual([
      { ...chosen, categories: ['hiking', 'roadexcursions'], pickup: null },
    ]);
  });

  it('changes nothing when nothing was touched', async () => {
    const chosen: FilterValues = {
      ...clearedFilters,
      categories: ['hiking'],
      durations: ['1orless'],
    };
    const { reported } = await hydratedAfter(chosen, () => {});
    expect(reported).toEqual([]);
  });

  it('takes the price sliders as moved before its code came, once the visitor stops', async () => {
    const { reported } = await hydratedAfter(clearedFilters, (page) => {
      page.querySelectorAll<HTMLInputElement>('input[type="range"]')[1]!.value = '100';
    });
    await vi.waitFor(() =>
      expect(reported).toEqual([{ ...clearedFilters, price: { min: 0, max: 10_000 } }]),
    );
  });
});
