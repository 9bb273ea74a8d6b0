// `node --import tsx scripts/content/summary.ts <base-ref>`: prints, as Markdown, what a branch
// changes in data/content/ (and which photos it uploads) against <base-ref>, field by field.
// Run by .github/workflows/content-summary.yml on content pull requests.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { describeFileChange } from '../../scripts/content/changeSummary.ts'

const base = process.argv[2] ?? 'origin/main'
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64e6 })
const show = (ref: string, file: string) => {
  try {
    return git('show', `${ref}:${file}`)
  } catch {
    return null
  }
}
const mergeBase = git('merge-base', base, 'HEAD').trim()
const changed = git('diff', '--name-only', mergeBase, 'HEAD', '--', 'data/content', 'public/images').split('\n').filter(Boolean)
const sections: string[] = []
const photos: string[] = []
for (const file of changed) {
  if (file.startsWith('public/images/')) {
    photos.push(`- \`${file}\`${fs.existsSync(file) ? '' : ' (deleted)'}`)
    continue
  }
  const now = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
  const section = describeFileChange(file.replace(/^data\/content\//, ''), show(mergeBase, file), now)
  if (section) sections.push(section)
}
const out = ['### Content changes', '']
if (!sections.length && !photos.length) out.push('No change to data/content/ or public/images/.')
out.push(...sections)
if (photos.length) out.push('#### Photos', '', ...photos, '')
process.stdout.write(out.join('\n') + '\n')
