// The shadcn look's entry (expense-fields/shadcn): filled in by its own change.
export {};
