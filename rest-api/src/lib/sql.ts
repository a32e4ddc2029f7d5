// SQL fragments shared by repositories.

/** A timestamptz column as an ISO-8601 UTC string, identical on PostgreSQL and PGlite. */
export const isoTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
