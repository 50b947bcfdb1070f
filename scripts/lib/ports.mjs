// Ports on 127.0.0.1: a free one to bind, and waiting for one to open.
import net from 'node:net';

/** `preferred` when it is free, any free port otherwise (0 asks for any). */
export async function freePort(preferred = 0) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: chosen } = server.address();
        server.close(() => resolve(chosen));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0));
}

export async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

/**
 * Why `port` cannot be listened on by the site (every interface, as the API
 * binds), or null when it can: 'in-use' (another program holds it) or
 * 'forbidden' (a port below 1024 without the rights to it).
 */
export function portProblem(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) =>
      resolve(error.code === 'EADDRINUSE' ? 'in-use' : error.code === 'EACCES' ? 'forbidden' : error.code),
    );
    server.listen(port, host, () => server.close(() => resolve(null)));
  });
}

/** What to tell someone whose port is taken, in a few plain lines. */
export function busyPortAdvice(port, problem = 'in-use') {
  const next = port + 1 <= 65535 ? port + 1 : 3001;
  const what =
    problem === 'forbidden'
      ? `Port ${port} needs administrator rights on this machine.`
      : `Port ${port} is already in use: another program (maybe an earlier \`npm start\`) is listening there.`;
  return [what, `Stop that program, or choose another port:  PORT=${next} npm start`];
}
