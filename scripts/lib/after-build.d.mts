/** Types of after-build.mjs, for the Vite configs that import it. */
import type { Plugin } from 'vite';

export declare function afterBuild(name: string, run: (outDir: string) => void | Promise<void>): Plugin;
