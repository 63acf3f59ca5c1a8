import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { measure } from './bundle-budget';
import { pageSources } from './vite/page-sources';

const registry = `
const homePage = () => import('../pages/home/home-page');
export const defaultPages: PageRegistry = {
  LandingPage: homePage,
  AboutPage: () => import('../pages/static/about-page'),
  UnderConstructionPage: () => import('../pages/static/under-construction-page'),
  ListingPage: () => import('../pages/listing/listing-page'),
  NotFoundPage: () => import('../pages/not-found/not-found-page'),
};`;

describe('bundle budget', () => {
  it('reads each route’s page module from the page registry, named importers included', () => {
    expect(pageSources(registry)).toEqual({
      LandingPage: 'pages/home/home-page.tsx',
      AboutPage: 'pages/static/about-page.tsx',
      UnderConstructionPage: 'pages/static/under-construction-page.tsx',
      ListingPage: 'pages/listing/listing-page.tsx',
      NotFoundPage: 'pages/not-found/not-found-page.tsx',
    });
  });

  it('adds up the gzipped entry, page and catalogue chunks with their static imports, each file once', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-budget-'));
    onTestFinished(() => fs.rmSync(dist, { recursive: true, force: true }));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const sizes: Record<string, number> = {};
    const write = (file: string, bytes: number) => {
      // Random text does not compress: the gzipped size stays close to the raw one and is known.
      const body = Array.from({ length: bytes }, () =>
        String.fromCharCode(33 + Math.floor(Math.random() * 90)),
      ).join('');
      fs.writeFileSync(path.join(dist, file), body);
      sizes[file] = zlib.gzipSync(body, { level: 9 }).length;
    };
    const catalogue = (bundle: string) => `../../virtual:levada-messages/en/${bundle}`;
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react.js'],
        css: ['assets/styles.css'],
      },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': {
        file: 'assets/shared.js',
        imports: ['_react.js'],
        css: ['assets/styles.css'],
      },
      'pages/home/home-page.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
      // A page whose styles did not join the app's file: a second render-blocking stylesheet.
      'pages/listing/listing-page.tsx': {
        file: 'assets/listing.js',
        imports: ['_shared.js'],
        css: ['assets/listing.css'],
      },
      'pages/static/about-page.tsx': { file: 'assets/about.js' },
      'pages/static/under-construction-page.tsx': { file: 'assets/soon.js' },
      'pages/not-found/not-found-page.tsx': { file: 'assets/nf.js' },
      [catalogue('main')]: { file: 'assets/main-en.js' },
      [catalogue('static.about')]: { file: 'assets/static-about-en.js' },
      [catalogue('static.underConstruction')]: { file: 'assets/static-soon-en.js' },
    };
    for (const chunk of Object.values(manifest)) write(chunk.file, 2000);
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));

    const figures = Object.fromEntries(measure(dist, registry).map((f) => [f.path, f]));
    const sum = (...files: string[]) =>
      files.reduce((total, file) => total + sizes[`assets/${file}`]!, 0);
    expect(figures['/']!.bytes).toBe(
      sum('index.js', 'react.js', 'shared.js', 'home.js', 'main-en.js'),
    );
    expect(figures['/']!.files).toBe(5);
    expect(figures['/']!.stylesheets).toBe(1);
    expect(figures['/l/:slug/:id']!.stylesheets).toBe(2);
    expect(figures['/about']!.bytes).toBe(
      sum('index.js', 'react.js', 'about.js', 'main-en.js', 'static-about-en.js'),
    );
    // A route without a page of its own yet measures the under-construction page.
    expect(figures['/bnbs']!.bytes).toBe(
      sum('index.js', 'react.js', 'soon.js', 'main-en.js', 'static-soon-en.js'),
    );
    // Login-only routes are not measured.
    expect(figures['/listings']).toBeUndefined();
  });
});
