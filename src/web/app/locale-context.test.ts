// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { initialLocale } from './locale-context';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
});

describe('initialLocale', () => {
  it('takes the language of the URL first and keeps it as the choice', () => {
    window.localStorage.setItem('lang', 'de');
    window.history.replaceState(null, '', '/about?lang=pt');
    expect(initialLocale()).toBe('pt');
    expect(window.localStorage.getItem('lang')).toBe('pt');
  });

  it('then the stored choice, then the language the server rendered, and English for anything unknown', () => {
    document.documentElement.lang = 'fr';
    window.localStorage.setItem('lang', 'es');
    expect(initialLocale()).toBe('es');
    window.localStorage.clear();
    expect(initialLocale()).toBe('fr');
    window.history.replaceState(null, '', '/?lang=xx');
    document.documentElement.lang = 'tlh';
    expect(initialLocale()).toBe('en');
  });
});
