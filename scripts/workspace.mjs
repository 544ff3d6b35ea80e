// The workspace's packages as npm test and the root vitest config find them: every folder with a package.json,
// at the top or under shared/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { root } from './steps.mjs';

/** The folders (relative to the root) whose package.json has this script, and whose command passes `test`. */
export function foldersWithScript(script, test = () => true) {
  return readdirSync(root)
    .flatMap((name) =>
      name === 'shared' ? readdirSync(`${root}/shared`).map((inner) => `shared/${inner}`) : [name],
    )
    .filter((folder) => {
      const manifest = `${root}/${folder}/package.json`;
      if (!existsSync(manifest)) return false;
      const command = JSON.parse(readFileSync(manifest, 'utf8')).scripts?.[script];
      return command !== undefined && test(command);
    });
}
