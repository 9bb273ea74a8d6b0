// Registers tests/support/siteJsonHooks.js. Loaded with `--import` through NODE_OPTIONS
// (tests/fixtures/testEnv.ts), so every process a test build starts has it.
import { register } from 'node:module'

register('./siteJsonHooks.js', import.meta.url)
