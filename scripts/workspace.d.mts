export function foldersWithScript(script: string, test?: (command: string) => boolean): string[];
