import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en.json';
import { createTestI18n } from '../testing/test-providers';
import { SignaturePad, type DrawnSignature } from './SignaturePad';

// jsdom has no 2D canvas (it implements neither getContext nor toDataURL). The real signature_pad
// runs against this stand-in drawing surface, which records the calls that matter here; the
// pixels themselves are checked in Chromium by tests/e2e/documents.spec.ts.
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let scaleCalls: number[][] = [];
let canvasWidth = 320;

beforeEach(() => {
  scaleCalls = [];
  canvasWidth = 320;
  const context = new Proxy(
    {},
    {
      get: (_target, key) =>
        key === 'scale'
          ? (x: number, y: number) => scaleCalls.push([x, y])
          : typeof key === 'string'
            ? () => {}
            : undefined,
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => PNG);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => canvasWidth);
});

afterEach(() => vi.restoreAllMocks());

function renderPad(props: Partial<Parameters<typeof SignaturePad>[0]> = {}) {
  const onChange = vi.fn<(signature: DrawnSignature | null) => void>();
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={createTestI18n({ common })}>
        <SignaturePad label="Your signature" onChange={onChange} {...props} />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return {
    ...view,
    onChange,
    canvas: screen.getByRole('img', { name: 'Your signature' }) as HTMLCanvasElement,
  };
}

/** One stroke of a finger across the canvas, as pointer events. */
function drawStroke(canvas: HTMLCanvasElement) {
  const pointer = { pointerId: 1, isPrimary: true, buttons: 1, button: 0 };
  fireEvent.pointerDown(canvas, { ...pointer, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(window, { ...pointer, clientX: 60, clientY: 40 });
  fireEvent.pointerMove(window, { ...pointer, clientX: 120, clientY: 20 });
  fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: 160, clientY: 60 });
}

describe('SignaturePad', () => {
  it('is labelled, says nothing is drawn, and offers no clearing yet', () => {
    const { canvas } = renderPad();
    expect(screen.getByRole('group', { name: 'Your signature' })).toBeTruthy();
    expect(canvas.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(canvas.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Nothing drawn yet',
    );
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(canvas.style.touchAction).toBe('none');
  });

  it('gives the PNG and the points of a drawn stroke, and says so', () => {
    const { canvas, onChange } = renderPad();
    act(() => drawStroke(canvas));
    const signature = onChange.mock.lastCall?.[0];
    expect(signature?.png).toBe(PNG);
    expect(signature?.points).toHaveLength(1);
    expect(signature?.points[0]!.points.length).toBeGreaterThanOrEqual(3);
    expect(signature?.points[0]!.points[0]).toMatchObject({ x: 10, y: 10 });
    expect(screen.getByText('Signature drawn')).toBeTruthy();
  });

  it('clears the drawing', () => {
    const { canvas, onChange } = renderPad();
    act(() => drawStroke(canvas));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Nothing drawn yet')).toBeTruthy();
  });

  it('scales by devicePixelRatio and resizes only when the width changes, keeping the strokes', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    const { canvas, onChange } = renderPad({ height: 100 });
    expect(canvas.width).toBe(640);
    expect(canvas.height).toBe(200);
    act(() => drawStroke(canvas));
    const drawnPoints = onChange.mock.lastCall?.[0]?.points;
    const fits = scaleCalls.length;

    act(() => void window.dispatchEvent(new Event('resize'))); // the address bar: same width
    expect(scaleCalls.length).toBe(fits);

    canvasWidth = 300; // the phone turned, or the layout changed
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(scaleCalls.length).toBe(fits + 1);
    expect(canvas.width).toBe(600);
    expect(screen.getByText('Signature drawn')).toBeTruthy();
    act(() => drawStroke(canvas));
    expect(onChange.mock.lastCall?.[0]?.points).toHaveLength(2);
    expect(onChange.mock.lastCall?.[0]?.points[0]).toEqual(drawnPoints?.[0]);
  });

  it('draws saved strokes at start', () => {
    const points = [
      {
        penColor: 'black',
        dotSize: 0,
        minWidth: 0.5,
        maxWidth: 2.5,
        velocityFilterWeight: 0.7,
        compositeOperation: 'source-over' as const,
        points: [
          { x: 5, y: 5, pressure: 0.5, time: 1 },
          { x: 50, y: 50, pressure: 0.5, time: 20 },
        ],
      },
    ];
    renderPad({ initialPoints: points });
    expect(screen.getByText('Signature drawn')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('takes no strokes while disabled', () => {
    const { canvas, onChange } = renderPad({ disabled: true });
    act(() => drawStroke(canvas));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Nothing drawn yet')).toBeTruthy();
  });
});
