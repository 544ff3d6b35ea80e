// npm run restore <file> [--force]: restores a backup into the API's database; --force replaces a non-empty one.
import { runBackupCommand } from './backup-command.mjs';

runBackupCommand('restore', process.argv.slice(2));
