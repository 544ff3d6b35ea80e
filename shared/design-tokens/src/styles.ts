// One web font, self-hosted: Noto Kufi Arabic, regular and bold, cut down to Arabic (fonts/subset.sh) and limited to it
// by unicode-range. Latin text uses the device's own UI font: an Arabic page downloads 34 KB of fonts instead of
// 137 KB, an English one none (docs/decisions/016).
import './fonts/fonts.css';
import './tokens.css';
import './base.css';
