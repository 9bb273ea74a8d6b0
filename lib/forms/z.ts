// zod for code that runs in the browser: `zod/mini` (the same validation core as classic zod
// without its method chains, locales and JSON Schema, so it tree-shakes to what the forms use; checks
// are written `z.string().check(z.trim(), z.minLength(1, msg))`). Import it as `import * as z from './z.ts'`:
// only the names re-exported here end up in the bundle (zod's own `z` namespace object would pull all).
// zod 4 compiles object parsers with `new Function` when it can; under our Content-Security-Policy
// (no 'unsafe-eval') that attempt is blocked and reported as a violation on every form page.
// jitless parsing is the same validation without eval.
import { config, type core } from 'zod/mini'

config({ jitless: true })

export { array, extend, minLength, nullable, number, object, refine, regex, string, superRefine, trim } from 'zod/mini'
export type { input, output, ZodMiniType } from 'zod/mini'
export type $ZodIssue = core.$ZodIssue
