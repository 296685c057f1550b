import { SvgIcon, type IconProps } from './SvgIcon';

export function TrainingIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
    </SvgIcon>
  );
}
