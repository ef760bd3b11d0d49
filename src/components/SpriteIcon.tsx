/** A decorative icon drawn from the page's sprite (src/components/IconSprite.astro); put a text label beside it. */
import type { IconName } from '../lib/site/icons.ts';

export function SpriteIcon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" width={size} height={size}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
