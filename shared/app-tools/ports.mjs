// The composition depends on fixed origins, so a busy port stops a start instead of moving it elsewhere.
import { createServer } from 'node:net';

/** @param {number} port @returns {Promise<boolean>} */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/**
 * Fails loudly, naming every busy port, instead of letting a server drift elsewhere.
 * @param {number[]} ports
 */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const port of ports) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length)
    throw new Error(`port(s) ${busy.join(', ')} already in use: stop what holds them and try again`);
}
