import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [reactRouter()],
  // One .env at the repository root serves backend and frontend alike.
  envDir: '..',
  resolve: {
    // react-admin imports react-router-dom, which npm may hoist with its own nested react-router copy.
    // A second copy would give the admin its own router context, so resolve all of them once.
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    // The react-admin chunk is big by nature; it is only ever loaded on /admin.
    chunkSizeWarningLimit: 1600,
  },
});
