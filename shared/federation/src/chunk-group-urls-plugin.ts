import { RuntimeGlobals, RuntimeModule, type Chunk, type Compiler } from 'webpack';

/** Where the entry finds the chunk ids: `__webpack_require__[CHUNK_GROUPS_KEY]['remote-route']`. */
export const CHUNK_GROUPS_KEY = 'chunkGroups';

class ChunkGroupsRuntimeModule extends RuntimeModule {
  constructor(private readonly names: readonly string[]) {
    super('chunk groups', RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const compilation = this.compilation;
    if (!compilation) return '';
    const groups: Record<string, (string | number)[]> = {};
    for (const name of this.names) {
      const group = compilation.namedChunkGroups.get(name);
      groups[name] = (group?.chunks ?? []).flatMap((chunk: Chunk) => (chunk.id === null ? [] : [chunk.id]));
    }
    return `${RuntimeGlobals.require}.${CHUNK_GROUPS_KEY} = ${JSON.stringify(groups)};`;
  }
}

/**
 * Tells the entry chunk which chunks make up the named chunk groups, so code there can start
 * downloading a group's scripts (a `preload` link per script, `__webpack_require__.u` naming each
 * file) without an `import()` of its own. An `import()` written in the entry would make the entry a
 * parent of that group: webpack could no longer count on the modules the shell's chunks already
 * hold, and would copy them into the group's chunks. The host's entry preloads its `remote-route`
 * chunk this way (early-remote-start.ts); the shell imports it as before.
 */
export class ChunkGroupUrlsPlugin {
  constructor(private readonly names: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(ChunkGroupUrlsPlugin.name, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(ChunkGroupUrlsPlugin.name, (chunk, requirements) => {
        if (!chunk.hasRuntime()) return;
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        requirements.add(RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new ChunkGroupsRuntimeModule(this.names));
      });
    });
  }
}
