import { expect } from 'vitest';

export interface Decider<Command, Event, State> {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: State;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Decider tests as specifications: `given(events).when(command).then(events)` or
 * `.thenThrows(ErrorClass, { code: ... })`.
 */
export function deciderSpecification<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return {
    given(events: Event[] = []) {
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        when(command: Command) {
          const run = () => decider.decide(command, state);
          return {
            // biome-ignore lint/suspicious/noThenProperty: given/when/then is the specification's wording; never awaited.
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            /** The produced events, for assertions on parts of them. */
            events(): Event[] {
              return run();
            },
            thenThrows(type: ErrorClass, properties: Record<string, unknown> = {}) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(type);
              expect(thrown).toMatchObject(properties);
            },
          };
        },
      };
    },
  };
}
