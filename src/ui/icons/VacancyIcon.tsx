import { SvgIcon, type IconProps } from './SvgIcon';

export function VacancyIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-5-5" />
    </SvgIcon>
  );
}
