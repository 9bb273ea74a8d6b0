// `npm run bench`: performance figures (issue 8 fills this in).
console.log('no benchmarks yet')
