// @ts-check
import { defineConfig, memoryCache } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  // Several builds side by side (parallel work, CI) can each have their own folder.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  cache: { provider: memoryCache() },
  vite: { plugins: [tailwindcss()] },
});
