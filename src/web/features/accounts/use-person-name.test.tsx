// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { TestProviders } from '../../test/render-app';
import { usePersonName } from './use-person-name';

afterEach(cleanup);

function Name(props: { displayName: string; isBanned: boolean; isDeleted: boolean }) {
  return <p>{usePersonName()(props)}</p>;
}
const shown = (locale: Locale, person: Parameters<typeof Name>[0]) => {
  render(
    <TestProviders locale={locale}>
      <Name {...person} />
    </TestProviders>,
  );
  const text = screen.getByRole('paragraph').textContent;
  cleanup();
  return text;
};

describe('usePersonName', () => {
  it.each<[Locale, string, string]>([
    ['en', 'Deleted user', 'Banned user'],
    ['de', 'Gelöschter Nutzer', 'Gesperrter Nutzer'],
    ['pt', 'Utilizador eliminado', 'Utilizador banido'],
  ])(
    'in %s names a deleted person %s and a banned one %s, whatever the API said',
    (locale, deleted, banned) => {
      expect(shown(locale, { displayName: 'Deleted user', isBanned: false, isDeleted: true })).toBe(
        deleted,
      );
      expect(shown(locale, { displayName: 'Banned user', isBanned: true, isDeleted: false })).toBe(
        banned,
      );
      expect(shown(locale, { displayName: 'Sofia M.', isBanned: false, isDeleted: false })).toBe(
        'Sofia M.',
      );
    },
  );
});
