// `npm run sync` (issue 2 fills this in).
console.error('sync is not implemented yet')
process.exit(2)
