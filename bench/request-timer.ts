/**
 * Times GET requests against a running portal from a process of its own, as a user's browser does
 * from another machine: the bench that starts it holds generated events, a runtime and a projection
 * runner, and pauses of its garbage collection would otherwise be timed as the portal's latency
 * (docs/decisions/0179). One keep-alive connection, requests one after the other; a body is read
 * as bytes and only the last one of each query is parsed (its rows and totals).
 *
 * `timeRequests` starts this file as a child process; run alone, it reads the job from stdin and
 * writes the timings to stdout as JSON.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface TimingJob {
  base: string;
  token: string;
  /** Timed requests per query; `warmup` more go first, untimed (connection, plan cache). */
  requests: number;
  warmup: number;
  queries: Record<string, string>;
}

export interface QueryTimings {
  /** Milliseconds from sending the request to the last byte of the answer, ascending. */
  durations: number[];
  /** The last answer's rows and page totals. */
  rows: number;
  total?: number;
  totalExact?: boolean;
}

/** Runs `job` in a child process and answers its timings per query. */
export function timeRequests(job: TimingJob): Promise<Record<string, QueryTimings>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the request timer exited with ${code}`));
      else resolve(JSON.parse(output) as Record<string, QueryTimings>);
    });
    child.stdin.end(JSON.stringify(job));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET: its duration and, when `keep`, its body. */
function get(url: string, token: string, keep: boolean): Promise<{ ms: number; body?: Buffer }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (keep) chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        const ms = performance.now() - started;
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve(keep ? { ms, body: Buffer.concat(chunks) } : { ms });
      });
    });
    request.on('error', reject);
  });
}

async function run(job: TimingJob): Promise<Record<string, QueryTimings>> {
  const results: Record<string, QueryTimings> = {};
  for (const [name, path] of Object.entries(job.queries)) {
    const durations: number[] = [];
    let last: Buffer | undefined;
    for (let request = 0; request < job.warmup + job.requests; request++) {
      const keep = request === job.warmup + job.requests - 1;
      const { ms, body } = await get(`${job.base}${path}`, job.token, keep);
      if (request >= job.warmup) durations.push(ms);
      if (body) last = body;
    }
    const page = JSON.parse(last?.toString('utf8') ?? '{}') as {
      _embedded?: { shipments?: unknown[] };
      page?: { totalElements?: number; totalExact?: boolean };
    };
    results[name] = {
      durations: durations.sort((a, b) => a - b),
      rows: page._embedded?.shipments?.length ?? 0,
      ...(page.page?.totalElements === undefined ? {} : { total: page.page.totalElements }),
      ...(page.page?.totalExact === undefined ? {} : { totalExact: page.page.totalExact }),
    };
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let input = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) input += chunk;
  process.stdout.write(JSON.stringify(await run(JSON.parse(input) as TimingJob)));
  agent.destroy();
}
