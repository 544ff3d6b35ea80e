// One web font, self-hosted from npm (no CDN): the Arabic subset of Noto Kufi Arabic, regular and bold, limited by
// unicode-range to Arabic script. Latin text uses the device's own UI font: a phone then downloads 88 KB of fonts
// instead of 137 KB, and English pages none (docs/decisions/016).
import '@fontsource/noto-kufi-arabic/arabic-400.css';
import '@fontsource/noto-kufi-arabic/arabic-700.css';
import './tokens.css';
import './base.css';
