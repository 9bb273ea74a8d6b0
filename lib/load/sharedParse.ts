// Parsed files shared by every copy of a module in one process. The build's main process runs Vike's
// server bundle (for the prerender) and the TypeScript sources (the image step, the listing files,
// the publish step):
// each has its own copy of lib/, and without this each would parse and validate the same
// 10,000-album snapshot and 200,000-entry image manifest again (docs/architecture.md "The build, step by step").
// An entry is keyed by the file's path and stamped with its size, mtime and inode, so a file
// written again (a test's fixture, a new build's manifest) is parsed again.
import fs from 'node:fs'

interface Entry {
  stamp: string
  value: unknown
}

const KEY = Symbol.for('ncsr.sharedParse')
const shared = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<string, Entry>()) as Map<string, Entry>

function stampOf(file: string): string | null {
  try {
    const st = fs.statSync(file)
    return `${st.size}:${st.mtimeMs}:${st.ino}`
  } catch {
    return null
  }
}

/** parse()'s result for file, from another module copy that parsed the same file, or parsed now and kept. */
export function sharedParse<T>(file: string, parse: () => T): T {
  const stamp = stampOf(file)
  if (stamp === null) return parse()
  const hit = shared.get(file)
  if (hit?.stamp === stamp) return hit.value as T
  const value = parse()
  shared.set(file, { stamp, value })
  return value
}

/** Records what file, as it is now, parses to (its writer already holds the value). */
export function shareParsed(file: string, value: unknown): void {
  const stamp = stampOf(file)
  if (stamp !== null) shared.set(file, { stamp, value })
}

interface Derived {
  inputs: unknown[]
  value: unknown
}

const DERIVED = Symbol.for('ncsr.sharedDerived')
const derived = ((globalThis as Record<symbol, unknown>)[DERIVED] ??= new Map<string, Derived>()) as Map<string, Derived>

/**
 * compute()'s result, shared by every module copy in the process like sharedParse: kept under `key`
 * while its inputs are the same values (the parsed records, the manifest, the settings object that
 * compute() reads), computed again when one is not. The caller must list every input compute() reads.
 */
export function sharedDerived<T>(key: string, inputs: unknown[], compute: () => T): T {
  const hit = derived.get(key)
  if (hit && hit.inputs.length === inputs.length && hit.inputs.every((v, i) => v === inputs[i])) return hit.value as T
  const value = compute()
  derived.set(key, { inputs, value })
  return value
}
