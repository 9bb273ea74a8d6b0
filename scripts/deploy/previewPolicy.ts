// Run by preview-deploy.yml on the downloaded artifact, from main's checkout: serves a pull request's
// preview with main's policy instead of the build's (scripts/deploy/preview.ts). Reads the
// artifact's file NAMES only (and its _headers as text, to say when the branch's policy differed);
// runs and imports nothing of it. Writes _headers, _redirects and robots.txt, and removes the
// editor's folder. Usage: node --import tsx scripts/deploy/previewPolicy.ts <artifact dir>
//
// Why main's Content-Security-Policy may stand for the branch's: the policy is never computed from
// pages (scripts/postbuild/csp.ts): its script hashes are those of main's named inline scripts
// (lib/security/inlineScripts.ts) and its origins main's variables and data/content/embeds.json.
// Hashing the artifact's own inline scripts instead would let a branch allow any script it wrote, on
// an address the school sends reviewers to. So nothing is hashed from the artifact's HTML: a branch
// that changes a named inline script or a frame host sees it blocked on its preview until merged;
// its own build, policy included, is what CI tests.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { listFiles } from '../postbuild/builtSite.ts'
import { buildCsp, cspConfigFromEnv } from '../postbuild/csp.ts'
import { headersForPath, parseHeaders } from '../postbuild/headersFile.ts'
import { EDITOR_FOLDER, PREVIEW_ROBOTS, previewHeaders, previewRedirects } from './preview.ts'

export interface PolicyResult {
  files: number
  /** The build brought a _headers whose policy for '/' is not main's (another, none, or unreadable). */
  policyDiffered: boolean
  editorRemoved: boolean
}

/** The CSP a _headers text gives '/', or null when it has none or cannot be read. */
function cspOf(text: string): string | null {
  try {
    return headersForPath(parseHeaders(text), '/')['Content-Security-Policy'] ?? null
  } catch {
    return null
  }
}

export function applyPreviewPolicy(dir: string, csp: string): PolicyResult {
  const headersFile = path.join(dir, '_headers')
  const before = fs.existsSync(headersFile) ? cspOf(fs.readFileSync(headersFile, 'utf8')) : csp
  const editor = path.join(dir, EDITOR_FOLDER)
  const editorRemoved = fs.existsSync(editor)
  fs.rmSync(editor, { recursive: true, force: true })
  const files = listFiles(dir).filter((f) => !['_headers', '_redirects', 'robots.txt'].includes(f))
  fs.writeFileSync(headersFile, previewHeaders(csp, files))
  fs.writeFileSync(path.join(dir, '_redirects'), previewRedirects(files))
  fs.writeFileSync(path.join(dir, 'robots.txt'), PREVIEW_ROBOTS)
  return { files: files.length, policyDiffered: before !== csp, editorRemoved }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = process.argv[2]
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) {
    console.log('::error title=Preview refused::usage: previewPolicy.ts <artifact dir holding index.html>')
    process.exit(2)
  }
  const csp = buildCsp(cspConfigFromEnv())
  const r = applyPreviewPolicy(dir, csp)
  console.log(
    `main's _headers (every path noindex), _redirects and robots.txt written for ${r.files} files${r.editorRemoved ? '; the editor (/admin/) left out' : ''}`,
  )
  if (r.policyDiffered)
    console.log(
      "::notice title=Preview policy::This build's _headers sends another Content-Security-Policy than main's, or none; the preview is served with main's, so an inline script or host the branch added is blocked there.",
    )
}
