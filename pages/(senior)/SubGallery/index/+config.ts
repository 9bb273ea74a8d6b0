// https://vike.dev/config — static shell; the `album-lookup` island forwards ?id= to the album's own page.
import type { Config } from 'vike/types'

export default {
  title: 'Photo Album',
} satisfies Config
