// https://vike.dev/client — opens the edition given in navigation state (or ?magazine=).
import { openSelection } from '../../../../components/magazine/openSelection.ts'

openSelection()
