// https://vike.dev/client — the one client entry of every page (docs/architecture.md "The page
// model"): it mounts the islands the page declares (renderer/mountIslands.ts). A page with no
// island ships no script at all: renderer/+onRenderHtml.tsx leaves this entry out of its HTML.
import { mountIslands } from './mountIslands.ts'

void mountIslands()
