#!/usr/bin/env bash
# Rebuilds the fonts the server embeds in PDFs (apps/server/assets/fonts, see docs/decisions.md,
# "Fonts in PDFs"). Needs Debian's fonts-liberation2, fonts-noto-cjk and python3-fonttools:
#   apt-get install fonts-liberation2 fonts-noto-cjk python3-fonttools
# Liberation Sans is copied as it is. Noto Sans CJK SC is cut down to the characters of the
# common Chinese, Japanese and Korean sets (GB 2312, Big5 level 1, JIS X 0208, KS X 1001 without
# its hanja, the kana and Hangul blocks, CJK punctuation and full-width forms) and the symbols it
# has from arrows to dingbats (✓ ⚠ ☐), one weight, no
# hinting, no vertical metrics: what names and short text need, about a sixth of the full SC font (16 MB).
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/assets/fonts"
liberation=/usr/share/fonts/truetype/liberation2
cjk=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
python=/usr/bin/python3
mkdir -p "$out"
cp "$liberation/LiberationSans-Regular.ttf" "$liberation/LiberationSans-Bold.ttf" "$out/"

chars="$(mktemp)"
trap 'rm -f "$chars"' EXIT
"$python" - "$chars" <<'PY'
import sys

def two_byte(codec, leads, trails):
    found = set()
    for lead in leads:
        for trail in trails:
            try:
                text = bytes([lead, trail]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                found.add(text)
    return found

def is_han(char):
    code = ord(char)
    return 0x3400 <= code <= 0x4DBF or 0x4E00 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF

gb2312 = two_byte('gb2312', range(0xA1, 0xF8), range(0xA1, 0xFF))
big5_level1 = two_byte('big5', range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
jis_x0208 = two_byte('euc_jp', range(0xA1, 0xFF), range(0xA1, 0xFF))
ks_x1001 = {char for char in two_byte('euc_kr', range(0xA1, 0xFF), range(0xA1, 0xFF)) if not is_han(char)}
chars = gb2312 | big5_level1 | jis_x0208 | ks_x1001
for low, high in [(0x2190, 0x27BF), (0x3000, 0x303F), (0x3040, 0x30FF), (0x3130, 0x318F), (0x31F0, 0x31FF), (0xFF00, 0xFFEF)]:
    chars |= {chr(code) for code in range(low, high + 1)}
# Below U+2000 Liberation Sans draws the text; the CJK font's Latin is not needed.
chars = {char for char in chars if ord(char) >= 0x2000}
open(sys.argv[1], 'w', encoding='utf-8').write(''.join(sorted(chars)))
PY

"$python" -m fontTools.subset "$cjk" --font-number=2 --text-file="$chars" --no-hinting --layout-features='' \
  --name-IDs='*' --drop-tables+=vhea,vmtx,VORG --output-file="$out/NotoSansCJKsc-Regular-subset.otf"
ls -l "$out"
