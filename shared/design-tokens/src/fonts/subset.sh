#!/bin/sh
# Makes the two Arabic font files the site ships from @fontsource/noto-kufi-arabic (SIL Open Font License 1.1, see
# OFL.txt): only Arabic (U+0600-06FF) and the marks and spaces around it, with every OpenType feature, so Arabic
# shaping is whole. 44 KB -> 17 KB per weight. Needs Debian's python3-fonttools and python3-brotli.
# Run from this folder after upgrading the font package: sh subset.sh
set -eu
source_dir=$(node -p "require('path').dirname(require.resolve('@fontsource/noto-kufi-arabic/package.json'))")/files
for weight in 400 700; do
  python3 -m fontTools.subset "$source_dir/noto-kufi-arabic-arabic-$weight-normal.woff2" \
    --unicodes='U+0600-06FF,U+200C-200F,U+2010-2011,U+0020,U+00A0,U+FEFF' \
    --layout-features='*' --flavor=woff2 --output-file="noto-kufi-arabic-$weight.woff2"
done
