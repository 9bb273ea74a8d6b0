// zod for code that runs in the browser. zod 4 compiles object parsers with `new Function` when it
// can; under our Content-Security-Policy (no 'unsafe-eval') that attempt is blocked and reported
// as a violation on every form page. jitless parsing is the same validation without eval.
import { z } from 'zod'

z.config({ jitless: true })

export { z }
