import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a service (PostgreSQL, Redis): closing it is the service going away
 * (refused connections, the open ones cut), opening it again is the service coming back, and
 * `stall` keeps every connection open while nothing passes either way.
 */
export function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  // Stalled: connections are taken and kept, and nothing more passes either way.
  let stalled = false;
  const open = () =>
    new Promise<void>((resolve) => {
      stalled = false;
      server = createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => undefined);
        if (stalled) return;
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  const stall = () => {
    stalled = true;
    for (const socket of sockets) socket.unpipe().pause();
  };
  return { open, close, stall, port: () => port };
}
