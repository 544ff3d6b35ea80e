// Fonts are self-hosted from npm (no CDN): the Arabic subset of Noto Kufi Arabic and the Latin subset of Inter,
// regular and bold only; each @font-face has a unicode-range, so a page downloads only the scripts it shows.
import '@fontsource/noto-kufi-arabic/arabic-400.css';
import '@fontsource/noto-kufi-arabic/arabic-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-700.css';
import './tokens.css';
import './base.css';
