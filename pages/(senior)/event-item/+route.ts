// https://vike.dev/route-string — an event's own page (CONTRACT.md "Output layout"), beside the /events listing.
export default '/events/@id'
