import { transformAsync } from '@babel/core';

/**
 * Compiles the matching source files with the React Compiler (`babel-plugin-react-compiler`), as
 * an app that adopted it would compile its own screens: components and hooks memoized by the
 * identity of what they read. Only the compiler runs in Babel (TypeScript and JSX stay for Vite).
 *
 * @example
 * plugins: [reactCompiler(/\/stories\/Recipes\/examples\/[^/]+\.tsx$/)]
 */
export function reactCompiler(files) {
  return {
    name: 'expense-fields:react-compiler',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('?') || !files.test(id)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        // A component the compiler cannot compile fails the build instead of running as written.
        plugins: [['babel-plugin-react-compiler', { panicThreshold: 'all_errors' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
