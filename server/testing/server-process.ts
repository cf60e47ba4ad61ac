import { spawn } from 'node:child_process';

export type ServerProcess = {
  child: ReturnType<typeof spawn>;
  output: () => string;
  exit: Promise<number>;
  /** Resolves with the port once the start line is printed. */
  started: () => Promise<number>;
};

/** `npm run server` as a child process (PORT 0: a free port), for start and shutdown tests. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  async function started() {
    await vi.waitFor(() => expect(output).toMatch(/is running at http:\/\/[^:]+:\d+\//), {
      timeout: 90_000,
      interval: 200,
    });
    return Number(/is running at http:\/\/[^:]+:(\d+)\//.exec(output)![1]);
  }
  return { child, output: () => output, exit, started };
}
