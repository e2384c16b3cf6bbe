import { describe, expect, it } from 'vitest';
import { paleShade } from './paleShade.ts';

describe('paleShade', () => {
  it('gives the lightest of Ant Design’s shades, as its palette generator does', () => {
    // the five theme colours, Ant Design's blue and green, and a grey (@ant-design/colors generate(c)[0])
    expect(paleShade('#184777')).toBe('#adb4b8');
    expect(paleShade('#3990e5')).toBe('#f0faff');
    expect(paleShade('#67c23a')).toBe('#f7fff0');
    expect(paleShade('#e6a23c')).toBe('#fffbf0');
    expect(paleShade('#666666')).toBe('#a6a6a6');
    expect(paleShade('#1677ff')).toBe('#e6f4ff');
    expect(paleShade('#52c41a')).toBe('#f6ffed');
  });
});
