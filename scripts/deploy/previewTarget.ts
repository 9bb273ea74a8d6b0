// Run by preview-deploy.yml before anything is deployed: where this pull request's preview goes
// (scripts/deploy/preview.ts). Reads PR_NUMBER, PREVIEW_PROJECT (CLOUDFLARE_PREVIEW_PROJECT_NAME) and
// PRODUCTION_PROJECT (CLOUDFLARE_PROJECT_NAME); writes `project`, `alias` and `url` to GITHUB_OUTPUT,
// or fails with an ::error naming the variable when the previews' project is missing or is the
// production one. Usage: PR_NUMBER=7 PREVIEW_PROJECT=… PRODUCTION_PROJECT=… node --import tsx scripts/deploy/previewTarget.ts
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { previewAlias, previewOrigin, previewProject } from './preview.ts'

export interface PreviewTarget {
  project: string
  alias: string
  url: string
}

export function previewTarget(env: NodeJS.ProcessEnv): PreviewTarget {
  const project = previewProject({ preview: env.PREVIEW_PROJECT, production: env.PRODUCTION_PROJECT })
  const alias = previewAlias(env.PR_NUMBER ?? '')
  return { project, alias, url: previewOrigin(alias, project) }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const t = previewTarget(process.env)
    const out = Object.entries(t).map(([k, v]) => `${k}=${v}\n`)
    if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, out.join(''))
    console.log(`preview: ${t.url} (project ${t.project}, alias ${t.alias})`)
  } catch (e) {
    console.log(`::error title=Preview refused::${e instanceof Error ? e.message : String(e)}`)
    process.exit(1)
  }
}
