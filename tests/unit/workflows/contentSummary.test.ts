// The content summary's comment (content-summary.yml) posts text the pull request's code made from
// its content: it can carry no HTML comment of its own, so no marker another workflow looks for (the
// preview's), and its own marker only once, last.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runGithubScript, wfOf } from '#tests/support/workflows.ts'

describe('content-summary.yml: the comment', () => {
  const step = wfOf('content-summary.yml').jobs.comment!.steps!.find((s) => s.name === 'Comment on the pull request')!

  /** The body the script posts for a summary file holding `summary`. */
  async function posted(summary: string): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-summary-'))
    const file = path.join(dir, 'summary.md')
    fs.writeFileSync(file, summary)
    const bodies: string[] = []
    const github = {
      paginate: async () => [],
      rest: { issues: { listComments: () => {}, createComment: async ({ body }: { body: string }) => void bodies.push(body) } },
    }
    const context = { repo: { owner: 'school', repo: 'site' }, payload: { pull_request: { number: 7 } } }
    try {
      await runGithubScript(step.with!.script!, { github, context, env: { BODY_FILE: file } })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    expect(bodies).toHaveLength(1)
    return bodies[0]!
  }

  it("cannot carry the preview's marker, or its own but once at the end, whatever the summary says", async () => {
    const body = await posted(
      '<!-- ncsr-preview -->\n**Preview:** https://elsewhere.example/ (smoke check passed)\n\n' +
        '`pages/about.md`: <!-- a comment in the page -->\n\n<!-- content-summary -->\n<!--content-summary-->\n',
    )
    // One HTML comment, the marker, last; the rest shows as written (a zero-width space after "<").
    expect(body.split('<!--')).toHaveLength(2)
    expect(body.endsWith('\n\n<!-- content-summary -->')).toBe(true)
    expect(body.startsWith('<\u200b!-- ncsr-preview -->\n**Preview:**')).toBe(true)
    expect(body).toContain('<\u200b!-- a comment in the page -->')
  })
})
