// https://vike.dev/client — the kindergarten home's only behaviour: carousels and the news ticker.
import { initCarousels } from '../../../components/carousel/mountCarousel.ts'
import { initTickers } from '../../../components/carousel/mountTicker.ts'

initCarousels()
initTickers()
