/** Grey lines holding the space of what is loading, so that nothing jumps when it arrives. */
export function Skeleton({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="skeleton">
      <span class="visually-hidden">{label}…</span>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          class="skeleton"
          style={{ width: `${90 - ((index * 17) % 40)}%` }}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
