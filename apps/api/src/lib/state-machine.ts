/**
 * The mechanism behind each object's state machine (payments, refunds, disputes): a table of the
 * moves each status allows, the checks read from it, and the error a forbidden move throws. Each
 * object keeps its table, and what its statuses mean, in its own `state-machine.ts`.
 */
export function stateMachine<S extends string>(
  object: string,
  errorName: string,
  transitions: Readonly<Record<S, readonly S[]>>,
) {
  class ForbiddenTransitionError extends Error {
    override name = errorName;
    constructor(
      readonly from: S,
      readonly to: S,
    ) {
      super(`${object} cannot move from ${from} to ${to}`);
    }
  }
  const canTransition = (from: S, to: S): boolean => transitions[from].includes(to);
  return {
    ForbiddenTransitionError,
    canTransition,
    /** Throws ForbiddenTransitionError unless `from -> to` is a transition of the machine. */
    assertTransition(from: S, to: S): void {
      if (!canTransition(from, to)) throw new ForbiddenTransitionError(from, to);
    },
    /** A status that allows no move. */
    isFinal: (status: S): boolean => transitions[status].length === 0,
  };
}
