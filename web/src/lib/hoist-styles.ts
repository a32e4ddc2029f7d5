// The styles of a server-rendered page in its head, in one element. Emotion (under Chakra) renders each new class's
// CSS as a <style> just before the element that first uses it: 40–50 of them through a storefront page. The
// browser's Emotion then moves every one into the head before React hydrates (React would trip over them), then
// moves each again as it takes it over: on a phone, ~100 moves and the style recalculations they set off, while
// the page should be becoming usable. Rendered into the head as one element, already marked as moved (data-s),
// they are taken over where they stand.

const STYLE = /<style data-emotion="([\w-]+) ([^"]*)">([\s\S]*?)<\/style>/gu;
/** Emotion's cache key for class styles (Chakra's default cache); <Global> styles use `css-global`. */
const CLASS_KEY = 'css';

export interface HoistedStyles {
  /** The rendered page without its <style> elements. */
  html: string;
  /**
   * For the head: the global style elements as rendered (Emotion's <Global> takes each over by its name), then
   * one element with every class's CSS in the order it was rendered (which is the cascade's order), whose
   * data-emotion lists the classes, so the browser's Emotion knows them as inserted.
   */
  head: string;
}

export function hoistStyles(html: string): HoistedStyles {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const rest = html.replace(STYLE, (_element, key: string, ids: string, css: string) => {
    if (key === CLASS_KEY) {
      names.push(ids);
      rules.push(css);
    } else {
      globals.push(`<style data-emotion="${key} ${ids}" data-s="">${css}</style>`);
    }
    return '';
  });
  const classes =
    names.length > 0
      ? [`<style data-emotion="${CLASS_KEY} ${names.join(' ')}" data-s="">${rules.join('')}</style>`]
      : [];
  return { html: rest, head: [...globals, ...classes].join('') };
}
