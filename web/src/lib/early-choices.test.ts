import { describe, expect, it } from 'vitest';
import { collectEarlyChoices, takeEarlyChoice } from './early-choices';

describe('early choices', () => {
  it('keeps the radios checked since the page was rendered, by group, once', () => {
    const page = document.createElement('div');
    page.innerHTML = `
      <input type="radio" name="colour" value="Navy">
      <input type="radio" name="colour" value="Black">
      <input type="radio" name="size" value="M" checked>
      <input type="radio" name="size" value="L">
      <input type="radio" name="fit" value="Slim" checked>`;
    const radio = (value: string) => page.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
    // Tapped before the app ran: a colour, and another size than the one the server rendered checked.
    radio('Black').checked = true;
    radio('L').checked = true;

    collectEarlyChoices(page);
    expect(takeEarlyChoice('colour')).toBe('Black');
    expect(takeEarlyChoice('size')).toBe('L');
    // Rendered checked and left alone: nothing to adopt.
    expect(takeEarlyChoice('fit')).toBeUndefined();
    // Taken once.
    expect(takeEarlyChoice('colour')).toBeUndefined();
  });
});
