// A phone-sized window for one test (happy-dom applies the CSS media queries to it), restored when the test ends.
import { onTestFinished } from 'vitest';

interface HappyWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

export function phoneViewport(width = 360, height = 740) {
  const { happyDOM } = window as unknown as HappyWindow;
  happyDOM.setViewport({ width, height });
  onTestFinished(() => happyDOM.setViewport({ width: 1024, height: 768 }));
}
