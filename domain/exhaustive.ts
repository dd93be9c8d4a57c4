/**
 * The `default` of a switch over a union that handles every member: the type checker refuses the
 * call when a member (a new pay method, a new status) is left unhandled, which is how
 * docs/adding-things.md's checklist is enforced.
 */
export function unreachable(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
