// Compiles an app's lang/{ar,en}.json at build time: each ICU message becomes the syntax tree react-intl would
// otherwise parse in the browser on first use. The browser is then spared the parsing, and the bundles the parser
// (config.mjs aliases it to its `no-parser` build). Unit tests read the JSON as written, with the parser.
import { parse } from '@formatjs/icu-messageformat-parser';

/** @this {{ resourcePath: string }} @param {string} source */
export default function compileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error.message}`);
    }
  }
  return JSON.stringify(compiled);
}
