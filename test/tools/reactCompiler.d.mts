import type { Plugin } from 'vite';

/** Compiles the files `files` matches with the React Compiler (see reactCompiler.mjs). */
export function reactCompiler(files: RegExp): Plugin;
