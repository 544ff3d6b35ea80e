/** Screen breakpoints of spec section 9, in CSS pixels; media queries cannot read custom properties. */
export const screenBreakpoints = [320, 640, 768, 1024, 1280, 1536] as const;

/** UI breakpoints of spec section 9; the layout switches to its mobile form below `lg`. */
export const uiBreakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const mobileBelow = uiBreakpoints.lg;

/** Spec section 9: the top loader bar. */
export const loaderBar = { durationMs: 2000, throttleMs: 200, heightPx: 3 } as const;
export { brandColors, emblemRings } from './brand';
