import { SvgIcon, type IconProps } from './SvgIcon';

/** A chevron pointing to the previous (left) or next (right) period or page. */
export function ChevronIcon({
  pointing = 'right',
  ...props
}: IconProps & { pointing?: 'left' | 'right' }) {
  return (
    <SvgIcon {...props}>
      {pointing === 'left' ? <path d="M15 18l-6-6 6-6" /> : <path d="M9 18l6-6-6-6" />}
    </SvgIcon>
  );
}
