/** `expense-fields`: the React form, the control registry and hooks. */
export { FieldShell, describedByFor } from './react/FieldShell';
export type { FieldShellProps } from './react/FieldShell';
