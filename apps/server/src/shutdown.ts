import type { DbHandle } from '@keelerada/db';
import type { FastifyInstance } from 'fastify';

/**
 * Stops the server the way a supervisor expects on SIGTERM: stop accepting (the listening socket closes, idle
 * keep-alive connections are closed, a request arriving on a busy one gets 503), let the requests in flight finish —
 * for at most `timeoutMs`, after which their connections are cut — then close the database pool. Resolves to the
 * process's exit code: 0 when everything finished, 1 when requests had to be cut or closing failed.
 */
export async function shutDown(app: FastifyInstance, db: DbHandle, timeoutMs: number): Promise<0 | 1> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  // a keep-alive connection whose request finishes becomes idle: close it then, not at its keep-alive timeout
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 50);
  let code: 0 | 1 = 0;
  try {
    const closed = await Promise.race([app.close().then(() => 'closed' as const), timedOut]);
    if (closed === 'timeout') {
      app.log.warn(`requests still running after ${timeoutMs} ms; cutting their connections`);
      app.server.closeAllConnections();
      code = 1;
    }
  } catch (e) {
    app.log.error({ err: e }, 'closing the server failed');
    code = 1;
  } finally {
    clearTimeout(timer);
    clearInterval(idleSweep);
  }
  try {
    await db.close();
  } catch (e) {
    app.log.error({ err: e }, 'closing the database failed');
    code = 1;
  }
  return code;
}
