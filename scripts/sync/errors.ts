// Named errors of `npm run sync`: one base class, each sets `name`, so a log line names the kind of failure.

export class SyncError extends Error {
  override name = 'SyncError'
}

/** Missing or malformed configuration: sync exits 2 with this one-line message. */
export class ConfigError extends SyncError {
  override name = 'ConfigError'
}

/** An endpoint failed as a whole; its last good snapshot is kept. */
export class EndpointFailure extends SyncError {
  override name = 'EndpointFailure'
}
