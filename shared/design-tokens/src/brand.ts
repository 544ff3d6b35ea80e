/**
 * The federation's colours and emblem for what cannot read `tokens.css`: mail (clients ignore custom properties) and
 * the card's PDF. The values are the tokens' own; the API's mail test compares them with `tokens.css`.
 */
export const brandColors = {
  primary: '#7c5e24',
  primarySoft: '#f6efe1',
  onPrimary: '#ffffff',
  text: '#1b1d21',
  textMuted: '#4a4f57',
  surface: '#ffffff',
  surfaceMuted: '#f7f5f0',
  border: '#d5d7da',
  danger: '#b42318',
} as const;

/**
 * The emblem (the header's logo and `shell/public/favicon.svg`): a target of three rings on a 64-unit square, drawn by
 * the membership card on screen and in its PDF from these numbers.
 */
export const emblemRings = [
  { r: 30, fill: brandColors.surface, stroke: brandColors.primary, strokeWidth: 4 },
  { r: 19, fill: null, stroke: brandColors.danger, strokeWidth: 5 },
  { r: 8, fill: brandColors.primary, stroke: null, strokeWidth: 0 },
] as const;
