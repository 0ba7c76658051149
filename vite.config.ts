import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

/** The policy the built site runs under: no inline script, no eval, nothing from other origins. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Adds the CSP meta tag to the production build only: the dev server injects inline styles for HMR. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** Where the site page's build writes its manifest, beside the explorer's `.vite/manifest.json`. */
export const SITE_MANIFEST = '.vite/site-manifest.json';

// a chunk named after a rune module (`copy-text.svelte.ts`) would read like Svelte source in the package; the
// first load names every lazy chunk and stylesheet it may preload, so their content hashes are 6 characters
// (36 bits, plenty to tell one build's files from the last) rather than the default 8
const chunkFileNames = (chunk: { name: string }) =>
  `assets/${chunk.name.replace(/\.svelte$/, '')}-[hash:6].js`;
const assetFileNames = 'assets/[name]-[hash:6][extname]';

export default defineConfig({
  base: './',
  plugins: [svelte(), contentSecurityPolicy()],
  // every browser the page supports has modulepreload, and without it the scripts still load: no polyfill
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // the core is pure (a lint rule keeps DOM and I/O out of it), so a core module nothing uses is dropped
    // whole, frozen tables and all: the full JSON Schema engine stays in the worker
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]core[\\/]/.test(id) },
      output: { chunkFileNames, assetFileNames },
    },
  },
  environments: {
    // the explorer (index.html)
    client: {
      build: {
        rollupOptions: {
          // the first page in one chunk, so it compresses as one text (two chunks cost ~900 B gzip more): every
          // module the entry loads, and the shared code (Svelte, state, words, the scalar core) lazy views reuse
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: /[\\/]src[\\/]/,
                },
                // small core modules that several lazy parts share, the error sentences made from the core's
                // wording, the keys both schema-worker clients send, and the kept catalog (which the scan's and the
                // bill's sources read too), as one chunk: each chunk's name costs the first page bytes in the list of
                // what every lazy part needs
                {
                  name: 'core-shared',
                  test: /[\\/]src[\\/](core[\\/](json-freeze|pointer-value|parse-json|mcp[\\/](provider-tool|limits)|schema[\\/](dialect|resolve-ref))\.ts$|ui[\\/]errors[\\/]|ui[\\/]import[\\/](keyed-once|keep-catalog)\.ts$)/,
                },
                // small widgets and the tool search that scalar views and an MCP list's parts both use (a scalar
                // list's search loads with the first page): kept out of the MCP chunk below, which would otherwise
                // take them in with its modules and be fetched by every first page
                {
                  name: 'widgets',
                  test: /[\\/]src[\\/](ui[\\/]shared[\\/]|ui[\\/]form[\\/]RadioGroup|core[\\/]search[\\/])/,
                },
                // an MCP list's own parts (its list with groups, a tool's starting arguments, examples and result
                // check) as one chunk, fetched when a list is first put in use
                {
                  name: 'mcp',
                  test: /[\\/]src[\\/]ui[\\/](catalog[\\/](GroupedTools|GroupingSwitch|list-groups)\b|examples[\\/](Examples|ExampleReplay|site-examples)\b|result[\\/]|arguments[\\/]sample-text\.ts$)/,
                },
                {
                  name: 'app',
                  test: /[\\/]src[\\/]ui[\\/](i18n|state)[\\/]|[\\/]src[\\/]core[\\/](catalog[\\/]|json-value|result|pointer)|[\\/]node_modules[\\/]svelte[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
    // a published site's page (site.html): built apart, so its first load is its own small script and
    // sheet, and its Try-it island brings the explorer's parts without the explorer's first chunk or sheet
    site: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        manifest: SITE_MANIFEST,
        rollupOptions: { input: { site: 'site.html' } },
      },
    },
  },
  // `vite build` builds both, the explorer first: it empties the folder, the site's page is added beside it
  builder: {
    buildApp: async (builder) => {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.site!);
    },
  },
  worker: { format: 'es' },
  preview: { port: 4173, strictPort: true },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
    testTimeout: 60_000,
    projects: [
      // the page's tests mock modules and set up a DOM per file, so each file runs in a fresh module graph
      { extends: true, test: { name: 'page', include: ['src/ui/**/*.test.ts'] } },
      // the core, the command line, the site builder and the scripts hold no module state, so their files share
      // one module graph per worker instead of loading the core again for each of ~160 files
      {
        extends: true,
        test: {
          name: 'core',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/ui/**'],
          isolate: false,
        },
      },
    ],
  },
});
