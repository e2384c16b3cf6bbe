import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * Ant Design's icons for the plain components (the shell, the status home, the ONU table), drawn from the same SVG
 * definitions into the same markup (`span.anticon > svg`), without `@ant-design/icons`: its components bring its
 * context, colour and style-injection code (about 95 KB with every icon the console uses), which a console page's
 * first paint does without. The `.anticon` rules are in plain.css.
 */
interface PlainIconProps {
  className?: string;
  style?: CSSProperties;
  /** turns, as Ant Design's `spin` */
  spin?: boolean;
  /** what a screen reader says; the icon's name otherwise, as Ant Design's */
  'aria-label'?: string;
}

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, index) => draw(child, index)),
  );
}

/**
 * A component that draws `definition` as Ant Design's icon of that name would. Its drawing is made once and shared
 * by every icon of the name: React takes the same elements again without comparing them, and the device's page
 * renders (a row of the ONU table has a few icons) stopped building them anew each time.
 */
export function plainIcon(definition: IconDefinition) {
  const { name } = definition;
  const svg = definition.icon as AbstractNode;
  let drawing: ReactNode = null;
  const drawn = () =>
    (drawing ??= createElement(
      'svg',
      {
        ...svg.attrs,
        'data-icon': name,
        width: '1em',
        height: '1em',
        fill: 'currentColor',
        'aria-hidden': 'true',
        focusable: 'false',
      },
      svg.children?.map((child, index) => draw(child, index)),
    ));
  function PlainIcon({ className, style, spin, 'aria-label': label = name }: PlainIconProps) {
    const classes = ['anticon', `anticon-${name}`, spin ? 'anticon-spin' : '', className ?? ''];
    return (
      <span role="img" aria-label={label} className={classes.filter(Boolean).join(' ')} style={style}>
        {drawn()}
      </span>
    );
  }
  PlainIcon.displayName = `Plain(${name})`;
  return PlainIcon;
}
