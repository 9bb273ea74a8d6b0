// The welcome (the page's one <h1>) and the about-us text, beside the online registration's card
// when the API has one.
import { ResponsiveImage } from '#components/images/ResponsiveImage.tsx'
import type { Data } from './+data.ts'

interface HomeWelcomeProps {
  welcome: string
  about: Data['content']['about']
  registration: Data['registration']
}

export function HomeWelcome({ welcome, about, registration }: HomeWelcomeProps) {
  return (
    <section className="home-welcome" aria-labelledby="welcome-heading">
      <div className="home-welcome__text">
        <h1 id="welcome-heading">{welcome}</h1>
        <h2 className="home-welcome__sub">{about.heading}</h2>
        {about.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <a className="btn btn--primary" href="/about/">
          Read more about us
        </a>
      </div>
      {registration && (
        <aside className="registration card" aria-labelledby="registration-heading">
          <h2 id="registration-heading" className="registration__title">
            {registration.title}
          </h2>
          {registration.image.src && <ResponsiveImage image={registration.image} alt="" sizes="half" width={600} height={340} crop />}
          <a className="btn btn--secondary" href="/admission-procedure/">
            Admission procedure
          </a>
        </aside>
      )}
    </section>
  )
}
