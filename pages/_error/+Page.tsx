// https://vike.dev/error-page — prerendered as 404.html.
export function Page() {
  return (
    <>
      <h1>Page not found</h1>
      <p>The page you asked for is not here. It may have moved, or the address may be mistyped.</p>
      <p><a href="/">Go to the home page</a></p>
    </>
  )
}
