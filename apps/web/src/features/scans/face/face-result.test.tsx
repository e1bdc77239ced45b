import { MAX_FACE_SCANS } from '@ascend/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, fakeScreen, renderPage } from '@/test-support/signed-in';
import { FaceResult, type MeasuredPhoto } from './face-result';

const photo: MeasuredPhoto = {
  photoUrl: 'blob:test/photo',
  width: 512,
  height: 512,
  landmarks: Array.from({ length: 478 }, (_, i) => [0.3 + (i % 40) / 100, 0.2 + i / 800, 0]),
  measurements: {
    thirds: { upper: 0.3, middle: 0.35, lower: 0.35 },
    symmetry: 0.97,
    eye_spacing: 0.45,
    jaw_width: 0.8,
    width_height: 0.9,
  },
  pose: { yaw: 1, pitch: -2, roll: 0.5 },
  previous: null,
};

/** The API answering every save as an account that keeps the most scans it may. */
function fullAccount() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    sent.push(`${init.method ?? 'GET'} ${url}`);
    return Promise.resolve(
      new Response(
        JSON.stringify({ detail: 'You keep 500 face scans, the most an account holds' }),
        {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
  });
  return sent;
}

beforeEach(() => fakeScreen(1280));
afterEach(() => vi.unstubAllGlobals());

describe('saving a face scan into a full account', () => {
  it.each([
    ['en', /Save these numbers/, 'Save the result', `already keeps ${MAX_FACE_SCANS} face scans`],
    ['es', /Guardar estos números/, 'Guardar el resultado', `ya guarda ${MAX_FACE_SCANS} escaneos`],
  ])('says in %s that one must be deleted first', async (language, consent, save, message) => {
    const sent = fullAccount();
    const user = userEvent.setup();
    renderPage(<FaceResult photo={photo} />, { i18n: createTestI18n(language) });
    await user.click(screen.getByLabelText(consent));
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sent).toEqual(['POST /api/v1/scans/face']);
  });
});
