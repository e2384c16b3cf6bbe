import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core free by default; on the 2-core CI machine that ran every file in turn (12.5 min against
    // 7 min with two workers, the files being mostly CPU-bound jsdom renders)
    maxWorkers: 2,
    projects: [
      { test: { name: 'protocol', include: ['protocol/src/**/*.test.ts'], environment: 'node' } },
      // the console's build plugins run in Node, beside Vite
      { test: { name: 'build', include: ['web/build/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          environment: 'node',
          // the long simulations (days of a 512-ONU device, every area stepping each second) need the room
          testTimeout: 60_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
