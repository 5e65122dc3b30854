/** Side drawer modes (product.md §2): mobile below md, mini below lg, else normal. */
export type DrawerMode = 'mobile' | 'mini' | 'normal';

/** Picks the drawer mode for a window width and the theme's md and lg breakpoints. */
export function getDrawerMode(width: number, breakpoints: { md: number; lg: number }): DrawerMode {
  if (width < breakpoints.md) return 'mobile';
  if (width < breakpoints.lg) return 'mini';
  return 'normal';
}

/**
 * Whether the drawer shows its full width. The menu button flips the mode's default: mobile
 * and mini start closed or narrow, normal starts wide.
 */
export function isDrawerExpanded(mode: DrawerMode, isToggled: boolean): boolean {
  return mode === 'normal' ? !isToggled : isToggled;
}
