// A small finite-state-machine helper: transitions are data (from-states, to-state, allowed actors),
// and one function decides whether an event may happen. Used by orders, withdrawals and loans.

export interface TransitionRule<S, A extends string> {
  from: readonly S[];
  to: S;
  actors: readonly A[];
}

export type TransitionTable<S, E extends string, A extends string> = Record<
  E,
  TransitionRule<S, A>
>;

export type TransitionResult<S> =
  { ok: true; from: S; to: S } | { ok: false; reason: 'stateNotAllowed' | 'actorNotAllowed' };

export function decideTransition<S, E extends string, A extends string>(
  table: TransitionTable<S, E, A>,
  state: S,
  event: E,
  actor: A,
): TransitionResult<S> {
  const rule = table[event];
  if (!rule.actors.includes(actor)) return { ok: false, reason: 'actorNotAllowed' };
  if (!rule.from.includes(state)) return { ok: false, reason: 'stateNotAllowed' };
  return { ok: true, from: state, to: rule.to };
}

/** Events that may happen in a state for an actor (e.g. to show the right buttons). */
export function allowedEvents<S, E extends string, A extends string>(
  table: TransitionTable<S, E, A>,
  state: S,
  actor: A,
): E[] {
  return (Object.keys(table) as E[]).filter((event) => {
    const rule = table[event];
    return rule.from.includes(state) && rule.actors.includes(actor);
  });
}
