import { SvgIcon, type IconProps } from './SvgIcon';

export function HomeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </SvgIcon>
  );
}
