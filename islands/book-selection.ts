// /magazine1 and /newsletter1 without an edition: open the one given in navigation state or the query.
export { openSelection as mount } from '#components/magazine/openSelection.ts'
