// The `scroll-region` island (components/content/TableWrap.tsx): a wide table's scrolling box is a
// Tab stop only while the table does not fit (components/content/scrollRegion.ts).
import { tabbableWhileOverflowing } from './scrollRegion.ts'

export function mount(el: HTMLElement): void {
  tabbableWhileOverflowing(el)
}
