/** A fenced code block of a Markdown or MDX page. */
export interface Fence {
  /** The info string's first word (`tsx`, `sh`), '' when the fence names none. */
  language: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The lines between the fences, each ending in a newline, as a reader copies them. */
  body: string;
}

/** The fenced blocks of a page, and what is wrong with its fences. */
export interface FenceScan {
  fences: Fence[];
  problems: string[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * The fenced blocks of a page. Two things are refused, both of which turn prose into code on a
 * renderer: a fence left open at the end, and a line inside a block that starts like a fence but
 * cannot close it (longer or shorter run, or text after it: "``` Dates with a time…").
 *
 * @example
 * scanFences('```sh\nnpm test\n```\n').fences[0]?.language; // 'sh'
 */
export function scanFences(text: string): FenceScan {
  const fences: Fence[] = [];
  const problems: string[] = [];
  let open: { run: string; language: string; line: number; body: string[] } | null = null;
  text.split('\n').forEach((line, index) => {
    const match = FENCE.exec(line);
    if (!open) {
      if (match?.[1]) {
        const language = (match[2] ?? '').trim().split(/\s+/)[0] ?? '';
        open = { run: match[1], language, line: index + 1, body: [] };
      }
      return;
    }
    if (match?.[1] && match[1] === open.run && !(match[2] ?? '').trim()) {
      fences.push({ language: open.language, line: open.line, body: open.body.join('') });
      open = null;
    } else if (match?.[1]?.startsWith(open.run[0] ?? '`')) {
      problems.push(
        `line ${index + 1}: a fence line inside the block opened at line ${open.line} does not close it`,
      );
      open.body.push(`${line}\n`);
    } else open.body.push(`${line}\n`);
  });
  if (open) problems.push(`line ${(open as { line: number }).line}: a fence that never closes`);
  return { fences, problems };
}

/** The page with every fenced block blanked (its lines kept, so line numbers stay). */
export function withoutFences(text: string): string {
  let inside: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const run = FENCE.exec(line)?.[1];
      if (!inside && run) inside = run;
      else if (inside && run === inside) inside = null;
      else if (!inside) return line;
      return '';
    })
    .join('\n');
}

/** The inline code spans of some prose (fences blanked first), in order, with their offsets. */
export function codeSpans(prose: string): { text: string; offset: number }[] {
  return [...prose.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)].map((match) => ({
    text: (match[2] ?? '').trim(),
    offset: match.index,
  }));
}

/** Prose with its inline code blanked (offsets kept), so a link in backticks is not read as one. */
export function withoutCodeSpans(prose: string): string {
  return prose.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (span) => span.replace(/./g, ' '));
}

/**
 * A heading's anchor as GitHub and Storybook (github-slugger) make it: lower case, punctuation
 * dropped, spaces to dashes.
 *
 * @example
 * slugOf('The engine: `expense-fields/session`'); // 'the-engine-expense-fieldssession'
 */
export function slugOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a page's headings, a repeated one numbered as github-slugger numbers it. */
export function headingSlugs(text: string): Set<string> {
  const seen = new Map<string, number>();
  const slugs = new Set<string>();
  for (const match of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slugOf(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count ? `${base}-${count}` : base);
  }
  return slugs;
}

/** The targets of a page's links and images (`[text](target)`, `href="…"`, `src="…"`). */
export function linkTargets(text: string): string[] {
  const prose = withoutCodeSpans(withoutFences(text));
  const markdown = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const html = [...prose.matchAll(/\s(?:href|src)="([^"]+)"/g)];
  return [...markdown, ...html].map((match) => match[1] ?? '');
}
