/**
 * shadcn's `Progress` (`data-slot="progress"`, its indicator moved by the share done): a
 * progressbar with its value, or without one (`total` 0) while the transport reports no bytes.
 *
 * @example
 * <ShadcnProgress label="Uploading" loaded={512} total={1024} />
 */
export function ShadcnProgress({
  label,
  loaded,
  total,
}: {
  label: string;
  loaded: number;
  total: number;
}) {
  const percent = total > 0 ? Math.round((loaded / total) * 100) : null;
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={percent === null ? undefined : 0}
      aria-valuemax={percent === null ? undefined : 100}
      aria-valuenow={percent ?? undefined}
      className="bg-primary/20 relative h-2 w-full overflow-hidden rounded-full"
    >
      <div
        data-slot="progress-indicator"
        className="bg-primary h-full w-full flex-1 transition-all"
        // An unknown share shows a third of the bar: something is happening.
        style={{ transform: `translateX(-${100 - (percent ?? 33)}%)` }}
      />
    </div>
  );
}
