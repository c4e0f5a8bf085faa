// The class lists of shadcn/ui's components (new-york, Tailwind v4), written out whole: Tailwind
// scans the shipped files for them, so a class is never assembled from fragments. Colours come
// only from shadcn's CSS variables through Tailwind's theme names (`bg-primary`, `border-input`),
// so an app's `--primary` and its `.dark` class restyle the form.

/**
 * shadcn's `Input`: what every text-like input of the look wears.
 *
 * @example
 * <input data-slot="input" className={inputClass} />
 */
export const inputClass =
  'file:text-foreground placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground dark:bg-input/30 border-input h-9 w-full min-w-0 rounded-md border bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive read-only:bg-muted/50';

/**
 * shadcn's `Textarea`.
 *
 * @example
 * <textarea data-slot="textarea" className={textareaClass} />
 */
export const textareaClass =
  'border-input placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive dark:bg-input/30 flex field-sizing-content min-h-16 w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50 md:text-sm';

/**
 * shadcn's `Button` without its variant and size (see {@link buttonVariant}, {@link buttonSize}).
 *
 * @example
 * cn(buttonBase, buttonVariant.default, buttonSize.default);
 */
export const buttonBase =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-all disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 shrink-0 [&_svg]:shrink-0 outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive";

/**
 * shadcn's button variants, each a whole class list.
 *
 * @example
 * cn(buttonBase, buttonVariant.outline, buttonSize.sm);
 */
export const buttonVariant = {
  default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
  destructive:
    'bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20 dark:focus-visible:ring-destructive/40 dark:bg-destructive/60',
  outline:
    'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:border-input dark:hover:bg-input/50',
  secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
} as const;

/**
 * shadcn's button sizes.
 *
 * @example
 * cn(buttonBase, buttonVariant.ghost, buttonSize.icon);
 */
export const buttonSize = {
  default: 'h-9 px-4 py-2 has-[>svg]:px-3',
  sm: 'h-8 rounded-md gap-1.5 px-3 has-[>svg]:px-2.5',
  icon: 'size-9',
  iconSm: 'size-6 rounded-sm',
} as const;

/**
 * shadcn's `Badge` (the chips of lists and recipients, the scanned marker).
 *
 * @example
 * <span data-slot="badge" className={cn(badgeClass, badgeVariant.secondary)}>Oslo</span>
 */
export const badgeClass =
  'inline-flex items-center justify-center rounded-md border px-2 py-0.5 text-xs font-medium w-fit whitespace-nowrap shrink-0 [&>svg]:size-3 gap-1 [&>svg]:pointer-events-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive transition-[color,box-shadow] overflow-hidden';

/**
 * shadcn's badge variants.
 *
 * @example
 * cn(badgeClass, badgeVariant.destructive);
 */
export const badgeVariant = {
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  destructive:
    'border-transparent bg-destructive text-white focus-visible:ring-destructive/20 dark:focus-visible:ring-destructive/40 dark:bg-destructive/60',
  outline: 'text-foreground',
} as const;

/**
 * shadcn's `FormDescription`: help and quiet words under a control.
 *
 * @example
 * <p data-slot="form-description" className={descriptionClass}>…</p>
 */
export const descriptionClass = 'text-muted-foreground text-sm';

/**
 * shadcn's `FormMessage` for an error: the destructive colour.
 *
 * @example
 * <p data-slot="form-message" className={errorMessageClass}>…</p>
 */
export const errorMessageClass = 'text-destructive text-sm';

/**
 * shadcn's `Label` inside a form item (`FormLabel`), red while the field is invalid.
 *
 * @example
 * <label data-slot="form-label" data-error={invalid} className={labelClass}>Amount</label>
 */
export const labelClass =
  'flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 data-[error=true]:text-destructive';

/**
 * shadcn's popover surface (`PopoverContent`) with the `Command` list inside it.
 *
 * @example
 * <div data-slot="popover-content" className={popoverClass}>…</div>
 */
export const popoverClass =
  'bg-popover text-popover-foreground z-50 w-(--radix-popper-anchor-width) min-w-48 rounded-md border p-0 shadow-md outline-hidden';
