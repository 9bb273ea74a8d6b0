// Filter state kept in the URL query so a filtered view can be shared and survives reload.
// A prerendered page is hydrated without its ?query (docs/stack.md "Traps"), so the first render uses the
// server's value (no hydration mismatch) and an effect then applies the visitor's defaults and the query.
import { useCallback, useEffect, useState } from 'react'

export interface UrlStateCodec<S> {
  parse(search: string, defaults: S): S
  serialize(state: S): string
}

/**
 * @param serverDefault the state the prerendered HTML shows (e.g. the build's year)
 * @param clientDefault the visitor's default (e.g. their current year), computed after hydration
 */
export function useUrlState<S>(serverDefault: S, clientDefault: () => S, codec: UrlStateCodec<S>): [S, (next: S) => void] {
  const [state, setState] = useState(serverDefault)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration so the first render matches the prerendered HTML
    setState(codec.parse(window.location.search, clientDefault()))
    // Run once after hydration: later changes come from the visitor through `update`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const update = useCallback(
    (next: S) => {
      setState(next)
      const { pathname, hash } = window.location
      window.history.replaceState(window.history.state, '', pathname + codec.serialize(next) + hash)
    },
    [codec],
  )
  return [state, update]
}
