// Debian's nginx for the cluster: installed when missing (as npm test does with Chromium), and its configuration,
// written from the app list so it serves what `npm start` serves, on the same ports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from '../../shared/app-tools/apps.mjs';
import { largestBodyBytes } from '../../shared/contracts/src/body-limits.mjs';
import { contentSecurityPolicy, inlineScriptHashes } from '../../shared/app-tools/serve.mjs';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Installs Debian's nginx when it is missing and this process may (root, apt); otherwise throws saying how. */
export function ensureNginx() {
  if (existsSync(nginxPath)) return;
  console.log(`▶ installing Debian's nginx for the cluster`);
  const ok =
    process.getuid?.() === 0 &&
    existsSync('/usr/bin/apt-get') &&
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!ok || !existsSync(nginxPath)) {
    throw new Error(
      `The cluster needs nginx at ${nginxPath}. Install it with "sudo apt-get install nginx" (Debian/Ubuntu), ` +
        'or set NGINX_PATH to an nginx binary, then run the command again.',
    );
  }
}

/**
 * A process that failed once (gone, or 503 while it starts) is left out for this long, then tried again with the next
 * request (nginx counts in whole seconds, so up to a second more). While every process is left out nginx answers 502,
 * so a rolling restart waits that long after one process is back before stopping the next.
 */
export const failTimeoutSeconds = 2;

// As in shared/app-tools/serve.mjs: content-hashed files are cached for a year, everything else is revalidated.
const hashedFile = String.raw`\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|svg|gif|avif)$`;

/**
 * The headers the shell's Node servers send with a page that nginx sends itself instead. A location's own
 * proxy_hide_header replaces the http block's, so X-Request-Id is named again.
 */
const shellServerHeaders = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Cache-Control',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Request-Id',
];

/** `name "value"` pairs, quoted for nginx (no value here holds a double quote or a backslash). */
const headerLines = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n      ');

/**
 * The include that gives `$uaeaf_shell_csp`, the policy of the shell's pages: the one serve.mjs sends, from inline
 * script hashes (csp.json) and the runtime config. Rewritten, and nginx reloaded, when either changes
 * (follow-deploys.mjs), so a redeployed shell is not blocked by the policy of the one before it.
 * @param {{ scriptHashes: string[], config: { apiBase?: string, remotes?: Record<string, string> } }} inputs
 */
export function shellPolicyInclude(inputs) {
  return `# Written by scripts/cluster/nginx.mjs from the shell's csp.json and the runtime config; edits are lost.
map $host $uaeaf_shell_csp {
  default "${contentSecurityPolicy(inputs)}";
}
`;
}

/**
 * A remote's own page's policy, as serve.mjs sends it (decision 082): the site's, with its page's inline scripts.
 * @param {string} folder the remote's build
 */
function remotePolicy(folder) {
  const page = join(folder, 'index.html');
  const html = existsSync(page) ? readFileSync(page, 'utf8') : '';
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), config: {} });
}

/**
 * @param {object} options
 * @param {(app: { dir: string }) => string} options.folderOf the folder each app's build is served from
 * @param {string} options.prefix nginx's working folder (pid, temporary files, logs)
 * @param {number} options.portOffset added to each app's port
 * @param {number[]} options.apiPorts the API processes behind the proxy
 * @param {number[]} options.shellPorts the shell's Node servers, which render the pages (decision 090)
 * @param {string} options.accessLog where the JSON access log goes
 * @param {string} options.runtimeConfig the shell's /config.json
 * @param {string} options.shellPolicy the include written by shellPolicyInclude
 * @param {string} options.proxySecret the API processes' PROXY_SECRET, sent in X-Proxy-Secret (decision 082)
 */
export function nginxConfig({
  folderOf,
  prefix,
  portOffset,
  apiPorts,
  shellPorts,
  accessLog,
  runtimeConfig,
  shellPolicy,
  proxySecret,
}) {
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Request-Id': '$uaeaf_request_id',
  };
  const server = (app) => {
    const isShell = app.name === 'shell';
    const base = { ...common, ...(!isShell && { 'Access-Control-Allow-Origin': '*' }) };
    const page = {
      ...base,
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': isShell ? '$uaeaf_shell_csp' : remotePolicy(folderOf(app)),
      'X-Frame-Options': 'DENY',
    };
    const api = `
    # nginx's own refusal (client_max_body_size) in the API's words, for the pages that read its error code.
    error_page 413 @payload_too_large;
    location @payload_too_large {
      default_type application/json;
      add_header Connection close always;
      return 413 '{"error":{"code":"payload_too_large","message":"The request body exceeds ${largestBodyBytes} bytes"}}';
    }
    location ^~ /api/ {
      add_header X-Request-Id $uaeaf_request_id always;
      proxy_pass http://uaeaf_api;
    }
    # The content's change stream (decision 091): each event passed on at once. The API writes a comment every 25 s,
    # within proxy_read_timeout, so only a process that stopped answering has its stream closed.
    location = /api/content/changes {
      add_header X-Request-Id $uaeaf_request_id always;
      proxy_buffering off;
      proxy_pass http://uaeaf_api;
    }
    # Search engines look for these at the site's root; the API writes them.
    location ~ ^/(sitemap\\.xml|robots\\.txt)$ {
      add_header X-Request-Id $uaeaf_request_id always;
      proxy_pass http://uaeaf_api/api/seo/$1;
    }
    location = /config.json {
      ${headerLines({ ...base, 'Cache-Control': 'no-cache' })}
      alias ${runtimeConfig};
    }`;
    return `
  server {
    listen 127.0.0.1:${app.port + portOffset};
    root ${folderOf(app)};
    ${isShell ? api : ''}
    location ~ /\\. {
      return 404;
    }
    location ~ "${hashedFile}" {
      ${headerLines({ ...base, 'Cache-Control': 'public, max-age=31536000, immutable' })}
      try_files $uri =404;
    }
    location ~ \\.html$ {
      ${headerLines(page)}
      try_files $uri =404;
    }
    location ~ \\.[A-Za-z0-9]+$ {
      ${headerLines({ ...base, 'Cache-Control': 'no-cache' })}
      try_files $uri =404;
    }
    ${
      isShell
        ? `# A page (no file extension) is the shell's Node servers': they render public pages (decision 090), answer
    # the others with index.html, and a page nobody has with its 404 (decision 084). The headers are nginx's own, as
    # for the files: one policy, which allows the shell deployed and the one before it.
    location / {
      ${headerLines(page)}
      ${shellServerHeaders.map((name) => `proxy_hide_header ${name};`).join('\n      ')}
      # A render is not sent again: a 503 is the page's own (a remote's "unavailable" panel).
      proxy_next_upstream error timeout;
      proxy_pass http://uaeaf_shell;
      # With every Node server gone, the app renders the page in the browser.
      error_page 502 504 = @index;
    }
    location @index {
      ${headerLines(page)}
      try_files /index.html =404;
    }`
        : `location / {
      ${headerLines(page)}
      try_files $uri $uri.html $uri/index.html =404;
    }`
    }
  }`;
  };

  return `# Written by scripts/cluster/nginx.mjs at each start; edits are lost.
${process.getuid?.() === 0 ? '# Started as root: workers read the checkout as its owner would, whoever that is.\nuser root;' : ''}
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events {
  worker_connections 4096;
}
http {
  include /etc/nginx/mime.types;
  types {
    text/javascript js mjs;
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/javascript application/json text/plain application/xml image/svg+xml;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  # Builds ship .gz next to each file (shared/app-tools/compress.mjs).
  gzip_static on;
  gzip_vary on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # No API route takes a longer body (decision 082): nginx answers 413 without reading it, as the shell's proxy does.
  client_max_body_size ${largestBodyBytes};

  include ${shellPolicy};

  # A client's own request id is kept when it is a plain token; otherwise the proxy makes one.
  map $http_x_request_id $uaeaf_request_id {
    "~^[A-Za-z0-9._:-]{1,128}$" $http_x_request_id;
    default $request_id;
  }
  log_format uaeaf_json escape=json '{"time":"$time_iso8601","requestId":"$uaeaf_request_id",'
    '"method":"$request_method","uri":"$request_uri","status":$status,"seconds":$request_time,'
    '"bytes":$body_bytes_sent,"upstream":"$upstream_addr","upstreamStatus":"$upstream_status"}';
  access_log ${accessLog} uaeaf_json;

  upstream uaeaf_api {
    ${apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`).join('\n    ')}
    keepalive 32;
  }
  upstream uaeaf_shell {
    ${shellPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`).join('\n    ')}
    keepalive 16;
  }
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  # nginx is the edge: a client's own X-Forwarded-For is replaced, so the login limits count the real address.
  proxy_set_header X-Forwarded-For $remote_addr;
  # The API believes those headers only with it; a client's own X-Proxy-Secret is replaced.
  proxy_set_header X-Proxy-Secret ${proxySecret};
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header X-Forwarded-Host $http_host;
  proxy_set_header X-Request-Id $uaeaf_request_id;
  # The API answers with the id it was given; the proxy's own header (also on its 502s) is the one sent.
  proxy_hide_header X-Request-Id;
  # A process that is stopping, starting (503) or gone: idempotent requests go to the next one. nginx never resends
  # a POST that reached a process, so a login or a payment is never made twice.
  proxy_next_upstream error timeout http_502 http_503 http_504;
  proxy_next_upstream_timeout 15s;
  proxy_connect_timeout 2s;
  proxy_read_timeout 60s;
${apps.map(server).join('\n')}
}
`;
}
