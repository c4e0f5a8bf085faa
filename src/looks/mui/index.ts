// The mui look's entry (expense-fields/mui): filled in by its own change.
export {};
