import Fastify from 'fastify';
import { apiLogger } from '../logging';

/**
 * Run by logging.test.ts with a stdout nobody reads: logs far more than a pipe holds, then answers a request
 * and says so on stderr. A logger that waits for stdout never gets that far.
 */
const app = Fastify({ logger: apiLogger('info') });
app.get('/', async () => 'ok');
for (let line = 0; line < 4000; line += 1) app.log.info({ filler: 'x'.repeat(1000) }, 'filling the log');
const response = await app.inject({ method: 'GET', url: '/' });
process.stderr.write(`answered ${response.statusCode}\n`);
