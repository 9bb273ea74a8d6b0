// The npm packages a script imports, by esbuild's reading of its import graph (Node's own modules
// aside): what a workflow that installs only those packages must install.
import os from 'node:os'

export async function packagesImportedBy(entry: string): Promise<string[]> {
  const { build } = await import('esbuild')
  const r = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    packages: 'external',
    outdir: os.tmpdir(),
    logLevel: 'silent',
  })
  const names = Object.values(r.metafile.outputs).flatMap((o) =>
    o.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path),
  )
  const packageOf = (n: string) =>
    n
      .split('/')
      .slice(0, n.startsWith('@') ? 2 : 1)
      .join('/')
  return [...new Set(names.map(packageOf))].sort()
}
