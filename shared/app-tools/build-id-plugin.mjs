// Writes builds/latest.json ({ "id": <compilation hash> }) into every build, so an open tab can
// tell that a newer version was deployed and reload itself.
export class BuildIdPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const id = compilation.hash ?? String(Date.now());
          compilation.emitAsset('builds/latest.json', new sources.RawSource(JSON.stringify({ id })));
        },
      );
    });
  }
}
