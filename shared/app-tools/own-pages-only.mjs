/**
 * Keeps a local tool's web server to its own pages (decision 082). MailDev answers every origin
 * (`Access-Control-Allow-Origin: *`) and has no option against it, so any page open on the machine could read the
 * caught mail, reset links included. Wrapped here: a request from another page (an Origin that is not the server's)
 * or under another name (DNS rebinding: a foreign Host) is refused with 403, WebSockets included (the browser does not
 * hold those to CORS), and no answer says other origins may read it. A client that is no browser sends no Origin
 * (the browser tests read the mail from Node) and is served as before.
 * @param {import('node:http').Server} server with every listener attached
 * @param {number} port the port it is reached on
 */
export function ownPagesOnly(server, port) {
  const hosts = new Set([`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]);
  const origins = new Set([...hosts].map((host) => `http://${host}`));
  /** @param {import('node:http').IncomingMessage} req */
  const allowed = ({ headers }) =>
    hosts.has(headers.host ?? '') && (headers.origin === undefined || origins.has(headers.origin));
  const requestListeners = server.listeners('request');
  const upgradeListeners = server.listeners('upgrade');
  server.removeAllListeners('request');
  server.removeAllListeners('upgrade');
  server.on('request', (req, res) => {
    if (!allowed(req)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Forbidden');
    }
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => (/^access-control-allow-/i.test(name) ? res : setHeader(name, value));
    for (const listener of requestListeners) listener.call(server, req, res);
  });
  server.on('upgrade', (req, socket, head) => {
    if (!allowed(req)) return void socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
    for (const listener of upgradeListeners) listener.call(server, req, socket, head);
  });
}
