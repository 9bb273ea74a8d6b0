// Hydrates a page's component islands (renderer/mountIslands.ts), each as a root of its own; loaded
// only by pages that have one, so a page of behaviours alone never loads the UI runtime. This
// replaces Vike's client runtime (onRenderClient through clientHooks), which cost every hydrated page
// 104 KB of script (17.7 KB gzipped) to do what these lines do.
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { captureEarlyInput } from '#lib/forms/earlyInput.ts'
import { HydrationMark } from './HydrationMark.tsx'

export interface IslandToHydrate {
  element: HTMLElement
  Component: ComponentType<object>
  props: object
}

/** Resolves once every island's first effects have run (all its handlers are attached). */
export function hydrateIslands(islands: IslandToHydrate[]): Promise<void> {
  return new Promise((resolve) => {
    // Hydration runs as a task of its own, not in the one that evaluated the scripts: two shorter
    // tasks instead of one long one, so a tap in between is handled sooner.
    setTimeout(() => {
      // Text typed into a form before this script arrived (hydration would drop it): see the module.
      // Captured for every island at once, in the task that hydrates them all.
      captureEarlyInput(document)
      let left = islands.length
      const done = () => {
        if (--left === 0) resolve()
      }
      for (const { element, Component, props } of islands) {
        hydrateRoot(
          element,
          <HydrationMark onMounted={done}>
            <Component {...props} />
          </HydrationMark>,
        )
      }
    }, 0)
  })
}
