// https://vike.dev/client — ARIA tabs with keyboard; without JavaScript every panel shows.
import { initTabs } from '../../../components/content/initTabs.ts'

initTabs()
