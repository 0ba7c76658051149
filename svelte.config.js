import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

export default {
  preprocess: vitePreprocess(),
  // no version marker on window: the page says nothing about its framework, and saves the bytes
  compilerOptions: { runes: true, discloseVersion: false },
};
