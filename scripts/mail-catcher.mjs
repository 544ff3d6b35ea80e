// MailDev, the local mail catcher of `npm start` and the browser tests, its web server kept to its own pages
// (shared/app-tools/own-pages-only.mjs, decision 082). Its settings come as one JSON argument, in MailDev's own names.
import { createRequire } from 'node:module';
import { ownPagesOnly } from '../shared/app-tools/own-pages-only.mjs';

const require = createRequire(import.meta.url);
const config = JSON.parse(process.argv[2] ?? '{}');
// MailDev starts its web server as it is made (the web module's, with every listener attached), its SMTP one on listen.
const MailDev = require('maildev');
new MailDev(config).listen();
ownPagesOnly(require('maildev/lib/web').server, config.web);
