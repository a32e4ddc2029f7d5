// Choices a shopper made on a server-rendered page before the app took it over. The page shows before its code has
// arrived (on a slow phone, for a second or two), and a native radio button answers a tap on its own: the colour
// or size is checked in the page, but React, taking the page over, sets every radio back to the state it renders.
// main.tsx collects those choices just before hydrating, and each option group adopts its own once it is running.

const choices = new Map<string, string>();

/** Notes the radios the person checked (checked now, not as the server rendered them), by their group's name. */
export function collectEarlyChoices(container: ParentNode) {
  for (const input of container.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    if (input.checked && !input.defaultChecked && input.name) choices.set(input.name, input.value);
  }
}

/** The value the person chose in the group before the app took the page over, once; undefined when none. */
export function takeEarlyChoice(name: string): string | undefined {
  const value = choices.get(name);
  choices.delete(name);
  return value;
}
