import { describe, expect, it } from 'vitest';
import { groupCalls, type Pending } from './group.ts';

/** A `run` that records each group and answers when the test releases it. */
function recorder(
  answer: (request: string) => string | Error | undefined = (request) => request.toUpperCase(),
) {
  const groups: string[][] = [];
  const releases: (() => void)[] = [];
  const run = async (group: Pending<string, string>[]) => {
    groups.push(group.map((pending) => pending.request));
    await new Promise<void>((resolve) => releases.push(resolve));
    for (const pending of group) {
      const result = answer(pending.request);
      if (result instanceof Error) throw result;
      if (result !== undefined) pending.done.resolve(result);
    }
  };
  return { run, groups, release: () => releases.shift()?.() };
}

describe('groupCalls', () => {
  it('sends calls at once while fewer than inFlight run, and the ones that waited together', async () => {
    const { run, groups, release } = recorder();
    const calls = groupCalls(run, { inFlight: 2 });
    const answers = ['a', 'b', 'c', 'd', 'e'].map((request) => calls.call(request));
    expect(groups).toEqual([['a'], ['b']]);
    release();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(groups).toEqual([['a'], ['b'], ['c', 'd', 'e']]);
    release();
    release();
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('never puts two calls of one key in the same group', async () => {
    const { run, groups, release } = recorder();
    const calls = groupCalls(run, { inFlight: 1, key: (request) => request[0] ?? '' });
    const answers = ['x1', 'y1', 'x2', 'y2', 'z1'].map((request) => calls.call(request));
    for (let turn = 0; turn < 3; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      release();
    }
    expect(await Promise.all(answers)).toEqual(['X1', 'Y1', 'X2', 'Y2', 'Z1']);
    expect(groups).toEqual([['x1'], ['y1', 'x2', 'z1'], ['y2']]);
  });

  it('rejects every call of a group whose run throws, and a call the run left unanswered', async () => {
    const failing = recorder((request) => (request === 'bad' ? new Error('refused') : undefined));
    const calls = groupCalls(failing.run, { inFlight: 1 });
    const first = calls.call('quiet');
    const grouped = [calls.call('bad'), calls.call('good')];
    failing.release();
    await expect(first).rejects.toThrow('left without an answer');
    await new Promise((resolve) => setTimeout(resolve, 0));
    failing.release();
    const outcomes = await Promise.allSettled(grouped);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(outcomes.map((outcome) => (outcome as PromiseRejectedResult).reason.message)).toEqual([
      'refused',
      'refused',
    ]);
  });
});
