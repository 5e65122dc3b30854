// The streaming bench's second yardstick: bare Node piping the same file to the socket through a
// file stream in 1 MB reads, with no framework, database or check: what Node reaches against
// nginx's sendfile when every block is a new buffer. Started as its own process by stream.bench.ts.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.env.BARE_FILE!;
const size = statSync(file).size;
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': size });
  createReadStream(file, { highWaterMark: 1024 * 1024 }).pipe(response);
}).listen(Number(process.env.PORT), '127.0.0.1');
