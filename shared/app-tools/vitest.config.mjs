import { defineConfig } from 'vitest/config';

// A config of its own: without one, vitest run here finds the workspace's root config and runs every package's tests.
export default defineConfig({ test: {} });
