// https://vike.dev/client — hydrates this page's island (renderer/hydrateIsland.tsx).
import { hydrateIsland } from '../../../../renderer/hydrateIsland.tsx'
import { Page } from './+Page.tsx'

hydrateIsland(Page)
