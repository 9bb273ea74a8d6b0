// Announces the number of results after each filter change (a polite live region).
interface ResultCountProps {
  count: number
  noun: string
}

export function ResultCount({ count, noun }: ResultCountProps) {
  return (
    <p className="filters__count" role="status">
      {count === 1 ? `1 ${noun}` : `${count} ${noun}s`}
    </p>
  )
}
