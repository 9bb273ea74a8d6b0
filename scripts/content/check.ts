// `npm run check:content`: validates data/content/ (or the folder given) with the build's schemas.
// Exits 1 and prints one line per problem: file › field: what is expected.
import path from 'node:path'
import { checkContent } from '#lib/content/check.ts'

const dir = path.resolve(process.argv[2] ?? 'data/content')
const problems = checkContent(dir, { display: (rel) => path.relative(process.cwd(), path.join(dir, rel)).split(path.sep).join('/') })
if (problems.length) {
  console.error(
    `check:content: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${path.relative(process.cwd(), dir) || '.'}:`,
  )
  for (const p of problems) console.error('  ' + p.replaceAll('\n', '\n  '))
  process.exit(1)
}
console.log(`check:content: every file in ${path.relative(process.cwd(), dir)} is valid`)
