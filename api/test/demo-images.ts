import type { ImageRow } from '../src/seed/media/render';
import { renderDemoImages } from '../src/seed/public-content';

let pictures: Promise<ImageRow[]> | undefined;

/** The demo pictures, drawn once per process: every database a test run seeds gets the same bytes anyway. */
export function demoImagesOnce(): Promise<ImageRow[]> {
  return (pictures ??= renderDemoImages());
}
