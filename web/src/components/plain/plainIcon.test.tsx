import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import BellSvg from '@ant-design/icons-svg/es/asn/BellOutlined';
import { BellOutlined } from './plainIcons.ts';

describe('plain icons (drawn without @ant-design/icons)', () => {
  it('draw Ant Design’s markup from its SVG definition: a named image holding the definition’s paths', () => {
    const { container } = render(<BellOutlined className="top-bell" spin />);
    const icon = screen.getByRole('img', { name: 'bell' });
    expect(icon).toHaveClass('anticon', 'anticon-bell', 'anticon-spin', 'top-bell');
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '1em');
    const paths = [...container.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    const definition = BellSvg.icon as unknown as { children: { attrs: { d: string } }[] };
    expect(paths).toEqual(definition.children.map((child) => child.attrs.d));
  });

  it('take the name a screen reader says from the screen when it gives one', () => {
    render(<BellOutlined aria-label="Alarms" />);
    expect(screen.getByRole('img', { name: 'Alarms' })).not.toHaveClass('anticon-spin');
  });
});
