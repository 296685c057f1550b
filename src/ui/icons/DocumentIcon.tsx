import { SvgIcon, type IconProps } from './SvgIcon';

export function DocumentIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6M8 13h8M8 17h5" />
    </SvgIcon>
  );
}
