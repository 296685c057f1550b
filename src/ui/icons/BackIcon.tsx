import { SvgIcon, type IconProps } from './SvgIcon';

export function BackIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </SvgIcon>
  );
}
