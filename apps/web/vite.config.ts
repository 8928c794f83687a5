// Vite build of the web app: the shared package is compiled from source, /api goes to the local
// server in development, and the framework libraries form one long-cached vendor chunk.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url))

// The framework every route needs. MUI components themselves are left to Rollup so that a page
// only pays for the components it uses; MUI's styling engine is shared by all of them.
const VENDOR_PACKAGES = [
  'react/',
  'react-dom/',
  'scheduler/',
  'react-router/',
  '@emotion/',
  'stylis/',
  '@mui/system/',
  '@mui/utils/',
  '@mui/styled-engine/',
  '@mui/private-theming/',
  '@mui/material/styles/',
  'i18next/',
  'react-i18next/',
  '@tanstack/',
]

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@aurum/shared': sharedSource } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined
          const path = id.split('node_modules/').pop() ?? ''
          if (VENDOR_PACKAGES.some((name) => path.startsWith(name))) return 'vendor'
          return undefined
        },
      },
    },
  },
})
