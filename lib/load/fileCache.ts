// docs/architecture.md "The build" (`npm run dev` renders on request): what every cache of lib/ is keyed on, so `npm run dev` shows an
// edited snapshot or content file on the next request, and a build parses each file once. Two kinds:
// - a file's parse (parsedFile), kept while the file is the same: same size, modification time and
//   inode, looked at (one stat()) at most once a turn of the event loop;
// - a value made from other values (lastFor), kept while its inputs are the same objects: a list
//   made from a snapshot's records is made again once the snapshot is parsed again.
import fs from 'node:fs'

/** A file's identity as far as its content goes; 'absent' when there is none. */
function stampOf(file: string): string {
  const st = fs.statSync(file, { throwIfNoEntry: false })
  return st ? `${st.size}:${st.mtimeMs}:${st.ino}` : 'absent'
}

const parsed = new Map<string, { stamp: string; value: unknown }>()

// The files looked at in this turn of the event loop, forgotten when it ends. A page asks for the
// same few files many times (a snapshot, menus.json): one stat() a file a turn, not one a call.
// Every request of `npm run dev` is a turn of its own.
const lookedAt = new Set<string>()
function lookAt(file: string): void {
  if (lookedAt.size === 0) setImmediate(() => lookedAt.clear())
  lookedAt.add(file)
}

/**
 * parse()'s result for `file` (an absolute path), parsed again only once the file changes (or
 * appears, or goes). Invalidated by: the file's size, modification time or inode, as seen in the
 * turn of the event loop after the change (a writer that reads its file back in the same turn
 * hands the value over with keepParsed). A parse that throws keeps nothing: the next call throws again.
 */
export function parsedFile<T>(file: string, parse: () => T): T {
  const hit = parsed.get(file)
  if (hit && lookedAt.has(file)) return hit.value as T
  const stamp = stampOf(file)
  lookAt(file)
  if (hit?.stamp === stamp) return hit.value as T
  const value = parse()
  parsed.set(file, { stamp, value })
  return value
}

/** Records what `file`, as it is now, parses to, when its writer already holds the value (the image manifest). */
export function keepParsed(file: string, value: unknown): void {
  parsed.set(file, { stamp: stampOf(file), value })
}

/**
 * A memo of one value made from `inputs`: compute()'s result while every input is the same value
 * (===) as last time, computed again when one is not. Invalidated by: any input that is another
 * object; the caller lists every input compute() reads.
 */
export function lastFor<T>(): (inputs: readonly unknown[], compute: () => T) => T {
  let last: { inputs: readonly unknown[]; value: T } | undefined
  return (inputs, compute) => {
    if (last && last.inputs.length === inputs.length && last.inputs.every((v, i) => v === inputs[i])) return last.value
    last = { inputs, value: compute() }
    return last.value
  }
}
