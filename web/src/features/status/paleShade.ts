/**
 * The lightest of Ant Design's ten shades of a colour (@ant-design/colors `generate(color)[0]`), which Ant Design's
 * theme uses as a colour's pale background (`colorInfoBg`: the "processing" tag). Written out, as the console does not
 * depend on that package: five steps lighter, hue turned by 10°, saturation at most 0.1, value up by 0.25.
 */
export function paleShade(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = ((g - b) / delta) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
    hue = (hue * 60 + 360) % 360;
  }
  const saturation = max === 0 ? 0 : delta / max;
  const isGrey = Math.round(hue) === 0 && saturation === 0;
  const h = Math.round(hue);
  const turned = (h >= 60 && h <= 240 ? h - 10 : h + 10 + 360) % 360;
  const s = isGrey ? 0 : Math.round(Math.max(0.06, Math.min(0.1, saturation - 0.8)) * 100) / 100;
  const v = Math.round(Math.min(1, max + 0.25) * 100) / 100;
  return hsvHex(isGrey ? h : turned, s, v);
}

function hsvHex(h: number, s: number, v: number): string {
  const f = (k: number) => {
    const at = (k + h / 60) % 6;
    return v - v * s * Math.max(0, Math.min(at, 4 - at, 1));
  };
  return `#${[f(5), f(3), f(1)]
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
