// npm run backup [folder]: writes the API's database to folder (backups/ by default) as a file named with the time.
import { runBackupCommand } from './backup-command.mjs';

runBackupCommand('backup', process.argv.slice(2));
