/**
 * A claim that is made once: the first command records it, every later one decides nothing. Used
 * where one process of several must do a thing once (the demo shipments of a first start); the
 * stream's expected version settles a race between two.
 */
export interface ClaimMade<Data> {
  type: string;
  data: Data;
}

export interface ClaimState {
  claimed: boolean;
}

export function claimDecider<Data>(eventType: string) {
  return {
    initialState: { claimed: false } as ClaimState,
    evolve: (_state: ClaimState, _event: ClaimMade<Data>): ClaimState => ({ claimed: true }),
    decide: (command: { data: Data }, state: ClaimState): ClaimMade<Data>[] =>
      state.claimed ? [] : [{ type: eventType, data: command.data }],
  };
}
