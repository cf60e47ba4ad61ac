import { spawn, type ChildProcess } from 'node:child_process';

export type StaticHost = { base: string; stop: () => Promise<void> };

/** The build on a static host of its own (scripts/serve.mjs), on a free port the kernel picks. */
export async function startStaticHost(): Promise<StaticHost> {
  const dir = process.env.DIST_DIR || 'dist';
  const server: ChildProcess = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--dir', dir, '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const served = /being served at (http:\/\/[^/\s]+)\//.exec(output);
      if (served) resolve(served[1]!);
    });
  });
  return {
    base,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    },
  };
}
