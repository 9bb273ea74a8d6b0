// The two tokens (SECURITY.md "Tokens"): the test build is given both, like a deploy build that
// shares its environment with sync. Only the form token may reach a page, and only the pages of
// the two forms that send it; the sync token reaches no file at all.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { TEST_TOKENS } from '#tests/fixtures/testEnv.ts'
import { builtFiles, testDist } from '#tests/support/builtSite.ts'

it('the sync token is in no file of the test build, and the form token only in the pages with its forms', () => {
  const files = builtFiles()
  expect(files.length).toBeGreaterThan(100)
  const holding = (token: string) => files.filter((f) => fs.readFileSync(path.join(testDist(), f)).includes(token))
  expect(holding(TEST_TOKENS.sync)).toEqual([])
  // The admission enquiry opens from the home page's dialog; the TC lookup has its page.
  expect(holding(TEST_TOKENS.form)).toEqual(['index.html', 'tc/index.html'])
})
