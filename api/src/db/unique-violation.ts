/**
 * Where a unique index refused a row: the constraint's name and the driver's message (PGlite names the index only in
 * the message), searched through the error's causes, since Drizzle wraps the driver's error. Undefined for any other
 * error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (
    let cause = error;
    typeof cause === 'object' && cause !== null;
    cause = (cause as { cause?: unknown }).cause
  ) {
    const { code, constraint, message } = cause as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code !== '23505') continue;
    return `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
  }
  return undefined;
}
