// Writes builds/latest.json into every build: `id`, the compilation hash, so an open tab can tell that a newer version
// was deployed and reload itself, and for a remote `paths`, the patterns it owns, which the scripts that write the
// shell's runtime config copy into its `routes` (deployed-routes.mjs); for a remote's server build `query`, the query
// parameters its pages read, the only ones the shell's page server renders with (decision 090).
export class BuildIdPlugin {
  /** @param {{ paths?: string[], query?: string[] }} [options] */
  constructor({ paths, query } = {}) {
    this.paths = paths;
    this.query = query;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const id = compilation.hash ?? String(Date.now());
          const build = {
            id,
            ...(this.paths && { paths: this.paths }),
            ...(this.query && { query: this.query }),
          };
          compilation.emitAsset('builds/latest.json', new sources.RawSource(JSON.stringify(build)));
        },
      );
    });
  }
}
