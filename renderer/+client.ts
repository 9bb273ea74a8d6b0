// https://vike.dev/client — the one client entry of every page ("The page model" in
// docs/architecture.md): it mounts the islands the page declares (renderer/mountIslands.ts). A page
// with no island ships no script at all: the build removes this entry from it (scripts/postbuild/modulePreloads.ts).
import { mountIslands } from './mountIslands.ts'

void mountIslands()
