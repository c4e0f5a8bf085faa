/**
 * Counts the components React renders in each commit, through the DevTools hook React looks for
 * when react-dom loads (so this module is imported first by the unit setup). The same walk as the
 * benchmark page: descend only where a fiber's children changed; a fiber with the PerformedWork
 * flag (1) rendered in this commit; a fiber without an alternate mounted. Components are function
 * (0), class (1), forwardRef (11) and memo (14, 15) fibers.
 */
interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  type: unknown;
  elementType: unknown;
}

const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

/** The components rendered since the last `reset()`, by name. */
export const renderCounter = {
  names: [] as string[],
  reset() {
    this.names = [];
  },
};

const nameOf = (fiber: Fiber): string => {
  const type = (fiber.type ?? fiber.elementType) as
    { displayName?: string; name?: string; type?: { name?: string } } | undefined;
  return type?.displayName ?? type?.name ?? type?.type?.name ?? `tag${fiber.tag}`;
};

function onCommit(root: { current: Fiber }) {
  const countMounted = (fiber: Fiber | null) => {
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag)) renderCounter.names.push(nameOf(node));
      countMounted(node.child);
    }
  };
  const visit = (next: Fiber) => {
    const prev = next.alternate;
    if (!prev) {
      if (COMPONENT_TAGS.has(next.tag)) renderCounter.names.push(nameOf(next));
      countMounted(next.child);
      return;
    }
    if (COMPONENT_TAGS.has(next.tag) && (next.flags & 1) === 1)
      renderCounter.names.push(nameOf(next));
    if (next.child !== prev.child)
      for (let child = next.child; child; child = child.sibling) visit(child);
  };
  visit(root.current);
}

const scope = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  supportsFiber: true,
  renderers: new Map(),
  inject(this: { renderers: Map<number, unknown> }, renderer: unknown) {
    this.renderers.set(1, renderer);
    return 1;
  },
  onScheduleFiberRoot() {},
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  checkDCE() {},
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => onCommit(root),
};
