/** A call waiting to go to PostgreSQL, with the promise its caller waits on. */
export interface Pending<Request, Answer> {
  request: Request;
  done: PromiseWithResolvers<Answer>;
}

/** What a call `run` left without an answer is rejected with (made once, not per statement). */
const UNANSWERED = new Error('group commit: a call was left without an answer');

export interface GroupOptions<Request> {
  /** Statements of this kind under way at once; a call that finds them all busy waits and joins the next. */
  inFlight: number;
  /** Calls of one key never go in the same statement: the later one waits for the next. */
  key?: (request: Request) => string;
}

/**
 * Group commit for one kind of statement (decision 0166): a call goes out at once while fewer than
 * `inFlight` statements of its kind are under way, else it waits and goes together with every call
 * that arrived meanwhile. `run` answers each call of its group (resolves or rejects its `done`);
 * a call it left unanswered, or all of them when it throws, is rejected with its error.
 */
export function groupCalls<Request, Answer>(
  run: (group: Pending<Request, Answer>[]) => Promise<void>,
  options: GroupOptions<Request>,
) {
  let waiting: Pending<Request, Answer>[] = [];
  let running = 0;

  const take = (): Pending<Request, Answer>[] => {
    if (!options.key) {
      const taken = waiting;
      waiting = [];
      return taken;
    }
    const keys = new Set<string>();
    const taken: Pending<Request, Answer>[] = [];
    const left: Pending<Request, Answer>[] = [];
    for (const pending of waiting) {
      const key = options.key(pending.request);
      if (keys.has(key)) left.push(pending);
      else {
        keys.add(key);
        taken.push(pending);
      }
    }
    waiting = left;
    return taken;
  };

  const drain = async () => {
    running++;
    try {
      while (waiting.length > 0) {
        const group = take();
        try {
          await run(group);
        } catch (error) {
          for (const pending of group) pending.done.reject(error);
        }
        // Settling a settled promise does nothing: this only reaches calls `run` left unanswered.
        for (const pending of group) pending.done.reject(UNANSWERED);
      }
    } finally {
      running--;
    }
  };

  return {
    call(request: Request): Promise<Answer> {
      const done = Promise.withResolvers<Answer>();
      waiting.push({ request, done });
      if (running < options.inFlight) void drain();
      return done.promise;
    },
  };
}
