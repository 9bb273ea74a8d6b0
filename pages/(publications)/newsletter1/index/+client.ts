// https://vike.dev/client — opens the newsletter given in navigation state (or ?newsletter=).
import { openSelection } from '../../../../components/magazine/openSelection.ts'

openSelection()
