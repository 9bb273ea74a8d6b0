// A named island (docs/architecture.md "The page model"): a React component that hydrates on its own,
// inside a page that is otherwise static HTML. `island('contact-form', ContactForm)` in
// components/forms/ContactForm.island.tsx declares it once; a page renders the result like the component itself.
// The server writes the component's HTML in a wrapper named for the island, followed by its props
// as a JSON data block (never executed: the CSP needs no hash for it); the one client entry
// (renderer/+client.ts, renderer/mountIslands.ts) hydrates the wrapper with those props. Only an
// island's props are written into the page, never the page's whole data.
import type { ComponentType, ReactElement } from 'react'
import { scriptJson } from '#lib/format/scriptJson.ts'

/** What a component island's module (NAME.island.tsx) exports as its default. */
export interface IslandComponent<P> {
  (props: P): ReactElement
  island: { name: string; Component: ComponentType<P> }
}

/** Props travel as JSON: plain data only (a function, a Date or a class instance would not survive). */
export function island<P extends object>(name: string, Component: ComponentType<P>): IslandComponent<P> {
  const render = (props: P) => (
    <>
      {/* display: contents (styles): the wrapper adds no box, so the page's layout is unchanged. */}
      <div className="island" data-island={name} data-island-hydrate="">
        <Component {...props} />
      </div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  )
  return Object.assign(render, { island: { name, Component } })
}
