import type { ReactNode, SVGProps } from 'react';

/** Props of every icon: any SVG attribute; size defaults to the surrounding font size. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: string | number };

export type SvgIconProps = IconProps & { children: ReactNode };

/**
 * The frame all inline icons share: a 24×24 stroked outline in currentColor. Icons are
 * decorative (aria-hidden); the control around them carries the accessible name.
 */
export function SvgIcon({ size = '1.25em', children, ...rest }: SvgIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
