// `npm run check:content`: validates data/content/ (or the folder given) with the build's schemas,
// and that data/ and public/ hold regular files only (no symbolic link, fifo, socket or device).
// Exits 1 and prints one line per problem: file › field: what is expected.
import path from 'node:path'
import { checkContent } from '#lib/content/check.ts'

const dir = path.resolve(process.argv[2] ?? 'data/content')
const named = (root: string) => (rel: string) => path.relative(process.cwd(), path.join(root, rel)).split(path.sep).join('/')
const publicDir = path.resolve('public')
const problems = checkContent(dir, {
  display: named(dir),
  publicDir,
  displayPublic: named(publicDir),
  fileRoots: [dir, path.resolve('data'), publicDir].map((root) => ({ dir: root, display: named(root) })),
})
if (problems.length) {
  console.error(
    `check:content: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${path.relative(process.cwd(), dir) || '.'}:`,
  )
  for (const p of problems) console.error('  ' + p.replaceAll('\n', '\n  '))
  process.exit(1)
}
console.log(`check:content: every file in ${path.relative(process.cwd(), dir)} is valid`)
