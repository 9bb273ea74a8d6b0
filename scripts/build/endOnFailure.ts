// How `npm run build` and its prerender process end when a step fails. Vike's server runtime, which
// the prerender loads, listens for uncaught errors and only logs them (it is made for servers that
// must stay up), so without this a step that failed after the prerender began printed its error and
// the process still exited 0: a deploy would have published a half-written site. And while the
// bundler still runs, the build would wait for it instead of ending.
import type { ChildProcess } from 'node:child_process'

/**
 * Makes any uncaught error or rejection (a failed top-level await of the build script included) stop
 * the child processes and end this process with exit code 1. Call it before anything loads Vike, so
 * this listener runs first. Returns the same ending, for a failure the build learns of before it
 * awaits it (a refused page model while Vite still bundles).
 */
export function endOnFailure(children: readonly ChildProcess[]): (e: unknown) => never {
  const fail = (e: unknown): never => {
    console.error(e)
    for (const child of children) child.kill()
    process.exit(1)
  }
  process.on('uncaughtException', fail)
  process.on('unhandledRejection', fail)
  return fail
}
