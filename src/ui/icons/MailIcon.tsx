import { SvgIcon, type IconProps } from './SvgIcon';

export function MailIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </SvgIcon>
  );
}
