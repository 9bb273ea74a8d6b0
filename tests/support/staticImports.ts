// What the browser will fetch before a page's script runs, read from the built code itself: the
// budgets spec checks the build's module preloads (taken from Vite's manifest,
// scripts/build/modulePreloads.ts) against it, so the two accounts of the bundle cannot drift apart.

/** Specifiers of a bundled ES module's static imports and re-exports (`import … from "x"`, `import "x"`), not import(). */
export function staticImportSpecifiers(code: string): string[] {
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]*?\sfrom\s*|[\w$*{},\s]*?from)?["'`]([^"'`]+\.js)["'`]/g
  return [...code.matchAll(re)].map((m) => m[1]!)
}
