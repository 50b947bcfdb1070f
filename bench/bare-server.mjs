// The yardstick: a bare node:http server answering every request with the
// bytes and headers the API gave for GET /api/articles?limit=50.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const { bodyFile, headers } = JSON.parse(process.argv[2]);
const body = readFileSync(bodyFile);
const server = createServer((request, response) => {
  response.writeHead(200, { ...headers, 'Content-Length': body.length });
  response.end(body);
});
// Ready, and where, over the IPC channel the benchmark spawned it with.
server.listen(0, '127.0.0.1', () => process.send?.({ ready: true, port: server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
