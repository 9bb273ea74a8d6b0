// refresh-data.yml, once the data pull request is opened or updated and its number known: its body
// (sync's summary) with "Pages to check" linked on THAT pull request's preview,
// https://pr-<number>.<previews' project>.pages.dev, the address preview-deploy.yml publishes it at
// (scripts/deploy/preview.ts), never one a branch's name could take. Without a previews' project
// (or with production's), the pages stay listed as paths and a notice says why.
// Usage: PR_NUMBER=7 PREVIEW_PROJECT=… PRODUCTION_PROJECT=… node --import tsx scripts/ci/dataPrBody.ts sync-summary.md body.md
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { previewTarget } from '../deploy/previewTarget.ts'
import { withPagesToCheckAt } from '../sync/changedRoutes.ts'

export function dataPrBody(summary: string, env: NodeJS.ProcessEnv): { body: string; notice?: string } {
  try {
    return { body: withPagesToCheckAt(summary, previewTarget(env).url) }
  } catch (e) {
    return { body: summary, notice: `Pages to check are not linked: ${e instanceof Error ? e.message : String(e)}` }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [summaryFile, out] = process.argv.slice(2)
  if (!summaryFile || !out) {
    console.log('::error::usage: dataPrBody.ts <summary.md> <body.md>')
    process.exit(2)
  }
  const { body, notice } = dataPrBody(fs.readFileSync(summaryFile, 'utf8'), process.env)
  fs.writeFileSync(out, body)
  if (notice) console.log(`::notice title=Data pull request::${notice}`)
}
