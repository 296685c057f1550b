import { SvgIcon, type IconProps } from './SvgIcon';

export function ReceiptIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 3v18l2.5-1.5L10 21l2-1.5 2 1.5 2.5-1.5L19 21V3l-2.5 1.5L14 3l-2 1.5L10 3 7.5 4.5z" />
      <path d="M9 9h6M9 13h6" />
    </SvgIcon>
  );
}
