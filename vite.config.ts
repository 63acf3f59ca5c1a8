import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { languages } from './src/domain/languages.ts';
import { bundlesOfKey, messageBundles } from './src/web/i18n/locales.ts';
import { routeMessages } from './src/web/i18n/route-messages.ts';
import { messagesPlugin } from './scripts/vite/messages-plugin.ts';
import { entryChunks } from './scripts/vite/entry-chunks-plugin.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';
import { routePagesPlugin } from './scripts/vite/page-sources.ts';

const outDir = path.resolve(import.meta.dirname, 'dist/web');
const nodeModules = path.resolve(import.meta.dirname, 'node_modules');

export const levadaMessages = messagesPlugin({
  dir: path.resolve(import.meta.dirname, 'src/web/i18n/messages'),
  locales: languages,
  bundlesOf: bundlesOfKey,
  bundles: messageBundles(),
});

const appEntry = entryChunks(path.resolve(import.meta.dirname, 'src/web/index.html'));

// The web app lives in src/web and is built into dist/web, which the server serves on its own port.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    levadaMessages,
    routePagesPlugin(
      path.resolve(import.meta.dirname, 'src/web/app/page-registry.ts'),
      routeMessages as Record<string, readonly string[]>,
    ),
    appEntry.plugin,
    // The check-in app's service worker (decision 153): /checkin-sw.js, registered by the check-in
    // page alone with the scope /checkin, so no other page is ever controlled by it. Nothing is
    // precached (the site's whole build is not the app); the page, when a departure is downloaded,
    // puts itself and the files it loaded into these caches, which the worker answers from offline.
    VitePWA({
      injectRegister: false,
      manifest: false,
      filename: 'checkin-sw.js',
      scope: '/checkin',
      strategies: 'generateSW',
      workbox: {
        globPatterns: [],
        cacheId: 'levada-checkin',
        clientsClaim: true,
        skipWaiting: true,
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && url.pathname === '/checkin',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'checkin-pages',
              networkTimeoutSeconds: 4,
              matchOptions: { ignoreSearch: true, ignoreVary: true },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'checkin-assets',
              // The page stores what it loaded with fetch(); the server varies on the encoding and
              // language, which a navigation's or a script's own request need not repeat.
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
        ],
      },
    }),
    precompressPlugin(outDir),
  ],
  resolve: {
    alias: [
      // react-router's package points every import at its development build; the browser gets the production one.
      {
        find: /^react-router$/,
        replacement: `${nodeModules}/react-router/dist/production/index.mjs`,
      },
      {
        find: /^react-router\/dom$/,
        replacement: `${nodeModules}/react-router/dist/production/dom-export.mjs`,
      },
    ],
  },
  // `vite build` builds the browser app, then the server renderer (decision 053) into a folder the server does not serve.
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: path.join(outDir, '.vite/ssr'),
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        sourcemap: true,
        rolldownOptions: {
          input: path.resolve(import.meta.dirname, 'src/web/entry-server.tsx'),
          checks: { bundlerTimings: false },
        },
      },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Not the modulepreload polyfill (0.5 KiB on every page): a browser without modulepreload
    // (Safari before 17) still loads each module when it is imported, only without the head start.
    modulePreload: { polyfill: false, resolveDependencies: appEntry.resolveDependencies },
    // The one chunk past 500 kB is the map library (maplibre-gl, ~1 MB), loaded only where a map is
    // shown; what each page loads first is held to its budget by scripts/bundle-budget.ts instead.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      // The messages plugin compiles ~480 catalogues per build; timing warnings say nothing to act on.
      checks: { bundlerTimings: false },
      // A server-rendered page loads only the boot script, which fetches the app after the first paint.
      input: [
        path.resolve(import.meta.dirname, 'src/web/index.html'),
        path.resolve(import.meta.dirname, 'src/web/boot.ts'),
      ],
      output: {
        // Chunks named by their hash alone: every import and the page registry's preload lists name
        // them, so short names save ~1.3 KiB gzipped on each page (the manifest still maps sources).
        chunkFileNames: 'assets/[hash].js',
        // Libraries every page needs in chunks of their own: cached across deploys, and measurable.
        codeSplitting: {
          groups: [
            // The app's own styles in one file: a page needs one stylesheet request, not one per
            // chunk (13 on a listing, each render-blocking), and the next page has it cached. The
            // map's (maplibre, 72 KB) stays with the map.
            {
              name: 'styles',
              test: /src[\\/]web[\\/].*\.css$|node_modules[\\/]react-day-picker[\\/].*\.css$/,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // The site's public settings, the API client, its error codes and the cookies it reads ride
            // with TanStack Query, which every page loads: chunks of their own would be more files on
            // every first load (each file costs its gzip frame and a fresh dictionary).
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](?!.*(?:infiniteQueryObserver|useInfiniteQuery)\.js$)|src[\\/]web[\\/]lib[\\/](public-config|api|api-core|api-client|cookies)\.ts$|src[\\/]domain[\\/]errors\.ts$|src[\\/]contracts[\\/]cookies\.ts$/,
              includeDependenciesRecursively: false,
            },
            // Time zone rules go only to the pages that show dates in a listing's zone, departure rules
            // only to those that compute departures (else they ride along with domain/listing.ts,
            // which every page uses). Not what they import (errors, listing rules): those are everyone's.
            {
              name: 'time-zones',
              test: /src[\\/]domain[\\/]zone-time\.ts|node_modules[\\/]@date-fns[\\/]tz[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'departures',
              test: /src[\\/]domain[\\/](time-slots|availability-plan)\.ts/,
              includeDependenciesRecursively: false,
            },
            // What shows a listing anywhere (picture, price from, localized texts): one file instead of five.
            {
              name: 'listing-display',
              test: /src[\\/]web[\\/](components[\\/]picture[\\/]picture|components[\\/]price[\\/]from-price-text|features[\\/]listings[\\/]localized-listing)\.tsx?$|src[\\/]domain[\\/](image-variants|from-price|listing|listing-urls)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The search pages' rules and state in the URL: one file instead of two (search's first load
            // is the closest to the budget).
            {
              name: 'search-state',
              test: /src[\\/]web[\\/]features[\\/]search[\\/](use-search-state|search-queries)\.ts$|src[\\/]domain[\\/]search\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'intl',
              test: /src[\\/]web[\\/]i18n[\\/]intl\.tsx/,
            },
            // The Button primitive is the shell's (error states), so it rides in the entry chunk.
            {
              name: 'form-fields',
              test: /src[\\/]web[\\/]components[\\/]form[\\/]form-fields\.tsx$/,
              includeDependenciesRecursively: false,
            },
            // The account forms' checks and field state, as one chunk rather than one per mix of pages.
            {
              name: 'account-forms',
              test: /src[\\/]web[\\/](components[\\/]form[\\/]field-props|features[\\/]accounts[\\/]validation|lib[\\/]after-press)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/images': 'http://127.0.0.1:8080' } },
});
