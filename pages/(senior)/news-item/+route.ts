// https://vike.dev/route-string — a news item's own page (docs/contract.md "Output layout"), beside the
// /news listing (a folder of its own, so the listing's island config does not apply here).
export default '/news/@id'
