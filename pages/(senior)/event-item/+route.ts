// https://vike.dev/route-string — an event's own page (docs/contract.md "Output layout"), beside the /events listing.
export default '/events/@id'
