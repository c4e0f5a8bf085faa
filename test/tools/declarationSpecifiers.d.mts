export function withExtensions(
  content: string,
  filePath: string,
  outDir: string,
  srcDir: string,
): string;
