import { Box, Button, HStack, Text, chakra } from '@chakra-ui/react';
import SignaturePadEngine, { type PointGroup } from 'signature_pad';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A drawn signature: the PNG (a data URL, what the api stamps) and the strokes (to redraw it). */
export interface DrawnSignature {
  png: string;
  points: PointGroup[];
}

export interface SignaturePadProps {
  /** The visible label: what is being signed ("Your signature"). */
  label: string;
  /** Called after every stroke and on clear (null when nothing is drawn). */
  onChange: (signature: DrawnSignature | null) => void;
  /** Strokes to draw at start, e.g. a form's saved draft. */
  initialPoints?: PointGroup[];
  disabled?: boolean;
  /** Drawing height in CSS pixels; the width is the container's (360 px on a phone). */
  height?: number;
}

/**
 * A signature drawn with a finger, a pen or a mouse, over `signature_pad` (LIBRARIES.md, decision
 * 112). Resizing a canvas clears it, and a phone's address bar fires `resize` while scrolling, so
 * the canvas is resized only when its width changes, scaled by devicePixelRatio for sharp lines,
 * and the strokes are restored with toData / fromData. `touch-action: none` keeps a stroke from
 * scrolling the page. The status line says in words whether anything is drawn (the canvas' text
 * alternative) and is announced when it changes.
 */
export function SignaturePad({
  label,
  onChange,
  initialPoints,
  disabled = false,
  height = 160,
}: SignaturePadProps) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const statusId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const onChangeRef = useRef(onChange);
  const [drawn, setDrawn] = useState(Boolean(initialPoints?.length));

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadEngine(canvas, {
      penColor: '#111827',
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    padRef.current = pad;
    let width = -1;

    const fit = () => {
      const nextWidth = canvas.offsetWidth;
      if (nextWidth === width) return; // a height-only resize (the address bar): keep the canvas
      width = nextWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = nextWidth * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
    };

    const report = () => {
      const empty = pad.isEmpty();
      setDrawn(!empty);
      onChangeRef.current(empty ? null : { png: pad.toDataURL('image/png'), points: pad.toData() });
    };

    fit();
    if (initialPoints?.length) pad.fromData(initialPoints);
    pad.addEventListener('endStroke', report);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(canvas);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
    // initialPoints is read once, at start: later drafts must not wipe what is being drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [height]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    setDrawn(false);
    onChangeRef.current(null);
  };

  return (
    <Box role="group" aria-labelledby={labelId} width="full" maxW="md">
      <Text id={labelId} fontWeight="medium" mb="1">
        {label}
      </Text>
      <chakra.canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={statusId}
        data-testid="signature-canvas"
        // For tests and styles: whether the pad takes strokes now, and whether something is drawn.
        data-disabled={disabled ? 'true' : undefined}
        data-drawn={drawn ? 'true' : 'false'}
        display="block"
        width="full"
        height={`${height}px`}
        borderWidth="1px"
        borderColor={disabled ? 'border.muted' : 'border.emphasized'}
        borderRadius="md"
        bg="white"
        cursor={disabled ? 'not-allowed' : 'crosshair'}
        opacity={disabled ? 0.6 : 1}
        style={{ touchAction: 'none' }}
      />
      <HStack justify="space-between" mt="1" gap="2">
        <Text id={statusId} fontSize="sm" color="fg.muted" aria-live="polite">
          {drawn ? t('signature.drawn') : t('signature.empty')}
        </Text>
        <Button size="sm" variant="ghost" onClick={clear} disabled={disabled || !drawn}>
          {t('signature.clear')}
        </Button>
      </HStack>
    </Box>
  );
}
