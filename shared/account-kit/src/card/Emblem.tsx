import { emblemRings } from '@uaeaf/design-tokens';

/** The federation's emblem (the header's logo), drawn from the tokens' rings; decorative beside the written name. */
export function Emblem({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {emblemRings.map((ring) => (
        <circle
          key={ring.r}
          cx="32"
          cy="32"
          r={ring.r}
          fill={ring.fill ?? 'none'}
          stroke={ring.stroke ?? 'none'}
          strokeWidth={ring.strokeWidth}
        />
      ))}
    </svg>
  );
}
