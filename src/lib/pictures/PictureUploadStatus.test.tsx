import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PictureUploadStatus, type PictureUploadLabels } from './PictureUploadStatus';
import type { PictureUploadState } from './usePictureUpload';

const labels: PictureUploadLabels = {
  preparing: 'Preparing the picture…',
  uploading: 'Uploading…',
  progress: (percent) => `${percent} % sent`,
  problem: (problem) => `problem: ${problem}`,
};

function show(state: PictureUploadState) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <PictureUploadStatus state={state} labels={labels} />
    </ChakraProvider>,
  );
}

describe('PictureUploadStatus', () => {
  it('shows nothing while no upload is under way', () => {
    const { container } = show({ status: 'idle' });
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows an indeterminate bar while the picture is compressed', () => {
    show({ status: 'working', fraction: null });
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(bar.getAttribute('aria-label')).toBe('Preparing the picture…');
    expect(screen.getByText('Preparing the picture…')).toBeTruthy();
  });

  it('shows the share sent while uploading', () => {
    show({ status: 'working', fraction: 0.424 });
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-label')).toBe('42 % sent');
    expect(screen.getByText('Uploading…')).toBeTruthy();
  });

  it('says why an upload failed as an alert', () => {
    show({ status: 'failed', problem: 'tooLarge' });
    expect(screen.getByRole('alert').textContent).toBe('problem: tooLarge');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
