import { SvgIcon, type IconProps } from './SvgIcon';

export function JobsIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </SvgIcon>
  );
}
