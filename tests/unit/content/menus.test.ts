// The menus as the shell and /sitemap read them (lib/content/menus.ts), from a content folder of
// the tests' own (tests/fixtures/menus/), never data/: the school's menus are its to change, and
// `npm run check:content` validates them.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { admissionItemProblems, loadMenus, type MenuLink } from '#lib/content/menus.ts'

const menus = loadMenus(path.resolve('tests/fixtures/menus'))

describe('loadMenus', () => {
  it('fills a "childrenFrom: disclosure" menu with one link per document, in its folder, each opening in a new tab', () => {
    expect(menus.senior.at(-1)).toEqual({
      label: 'CBSE Disclosure',
      children: [
        {
          label: 'Mandatory Public Disclosure',
          href: '/docs/cbse-disclosure/mandatory-public-disclosure.pdf',
          newTab: true,
          admissionOpen: false,
        },
        { label: 'Fire Safety Certificate', href: '/docs/cbse-disclosure/fire-safety.pdf', newTab: true, admissionOpen: false },
      ],
    })
  })

  it('keeps what a link says (the admission item, a PDF in a new tab) and makes every other link a plain one', () => {
    expect(menus.senior.slice(0, 2)).toEqual([
      { label: 'Home', href: '/', newTab: false, admissionOpen: false },
      {
        label: 'Admissions',
        children: [
          { label: 'Student Admission', href: '/#admission-enquiry', newTab: false, admissionOpen: true },
          { label: 'Fee Structure (PDF)', href: '/docs/academics/fees.pdf', newTab: true, admissionOpen: false },
        ],
      },
    ])
  })

  it('gives the footer as written (a page by its address with the trailing slash), and no sitemap groups or not-found suggestions when the file has none', () => {
    expect(menus.footer).toEqual([
      { heading: 'Quick links', links: [{ label: 'Sitemap', href: '/sitemap/', newTab: false, admissionOpen: false }] },
    ])
    expect([menus.sitemap, menus.notFound]).toEqual([[], []])
  })

  it('reads a folder once: every page’s shell asks for the menus', () => {
    expect(loadMenus(path.resolve('tests/fixtures/menus'))).toBe(menus)
  })
})

describe('admissionItemProblems (spec §4: the Student Admission item opens the enquiry)', () => {
  const link = (href: string, admissionOpen = false): MenuLink => ({ label: 'x', href, newTab: false, admissionOpen })
  const senior = (...children: MenuLink[]) => ({ senior: [link('/'), { label: 'Senior', children }] })

  it('passes one item that opens the enquiry at /#admission-enquiry', () => {
    expect(admissionItemProblems(senior(link('/about'), link('/#admission-enquiry', true)))).toEqual([])
  })

  it('names the item that opens it from another address', () => {
    expect(admissionItemProblems(senior(link('/admission-procedure', true)))).toEqual([
      'senior.1.children.0.href: the item that opens the admission enquiry links to /#admission-enquiry',
    ])
  })

  it('says so when no item, or more than one, opens it', () => {
    expect(admissionItemProblems(senior(link('/about')))).toEqual([
      'senior: no item opens the admission enquiry (tick "Opens the admission enquiry form" on the Student Admission item)',
    ])
    expect(
      admissionItemProblems({ senior: [link('/#admission-enquiry', true), ...senior(link('/#admission-enquiry', true)).senior] }),
    ).toEqual(['senior: 2 items open the admission enquiry (senior.0, senior.2.children.0); tick it on one only'])
  })
})
