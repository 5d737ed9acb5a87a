import type { SVGProps } from 'react';
import type { IconName } from '../icons';

export function Icon({ name, size = 16, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} aria-hidden="true" {...rest}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
