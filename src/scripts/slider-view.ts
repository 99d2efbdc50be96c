// The slider itself, on PhotoSwipe: loaded by openSlider() the first time a visitor opens it, so
// its code and styles cost nothing to a page that is only read.
import PhotoSwipe, { type SlideData } from 'photoswipe';
// As a file of its own: imported as CSS, Astro would link it from every page with a gallery.
import stylesheetUrl from '~/styles/slider.css?url';
import english from '~/i18n/en_US/slider.json';
import french from '~/i18n/fr_FR/slider.json';
import type { SliderItem } from './slider';

type Labels = typeof french;

/** Videos are shown 16:9 at most this wide (docs/architecture.md#look-and-display), and at most 75 % of the window. */
const VIDEO_MAX_WIDTH = 950;
const VIDEO_SHARE = 0.75;
/** Images take at most 90 % of the window. */
const IMAGE_SHARE = 0.9;
/** Room kept above and below a video for the counter and buttons. */
const TOP_BAR_HEIGHT = 60;
/** The band at the bottom of a <video> where the browser draws its controls. */
const VIDEO_CONTROLS_HEIGHT = 56;

/** The labels of the page's language (<html lang>), French unless the page is English. */
function pageLabels(): Labels {
  return document.documentElement.lang.toLowerCase().startsWith('en') ? english : french;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/**
 * The address to embed a hosted video from: YouTube through its no-cookie domain (nothing is stored
 * on the visitor's device before they press play), with its player API on so it can be paused.
 */
function embedSource(embedUrl: string): string {
  const url = new URL(embedUrl, location.href);
  if (/^((www|m)\.)?youtube(-nocookie)?\.com$/.test(url.hostname)) {
    url.hostname = 'www.youtube-nocookie.com';
    url.searchParams.set('enablejsapi', '1');
  }
  return url.href;
}

/** A video slide's player fills the 16:9 box PhotoSwipe sizes; `data-slider-video` finds it to pause it. */
const VIDEO_CLASS = 'block size-full rounded-[4px] border-0 bg-black bg-cover bg-center bg-no-repeat';

function videoElement(item: Extract<SliderItem, { kind: 'video' }>, labels: Labels): HTMLElement {
  const video = document.createElement('video');
  video.className = VIDEO_CLASS;
  video.dataset.sliderVideo = '';
  video.controls = true;
  video.playsInline = true;
  video.preload = 'metadata';
  video.src = item.src;
  if (item.poster) video.poster = item.poster;
  video.setAttribute('aria-label', item.title);
  const fallback = document.createElement('a');
  fallback.href = item.src;
  fallback.textContent = labels.videoFallback;
  video.append(fallback);
  return video;
}

function hostedElement(item: Extract<SliderItem, { kind: 'hosted' }>): HTMLElement {
  const frame = document.createElement('iframe');
  frame.className = VIDEO_CLASS;
  frame.dataset.sliderVideo = '';
  frame.src = embedSource(item.embedUrl);
  frame.title = item.title;
  frame.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  if (item.poster) frame.style.backgroundImage = `url(${JSON.stringify(item.poster)})`;
  return frame;
}

/** What PhotoSwipe needs for one item: an image as it is, a video as a 16:9 box of our own. */
function slideData(item: SliderItem): SlideData {
  if (item.kind === 'image') return { src: item.src, width: item.width, height: item.height, alt: item.alt, item };
  return { type: 'slider-video', width: VIDEO_MAX_WIDTH, height: Math.round((VIDEO_MAX_WIDTH * 9) / 16), item };
}

let stylesheet: Promise<void> | undefined;

/** PhotoSwipe's styles and ours, fetched once, before the first opening. */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    // Without its styles the slider would be unusable, but a failed fetch must not block it forever.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return stylesheet;
}

/** Stops a video or hosted player that is no longer on screen. */
function pause(element: HTMLElement | undefined) {
  if (element instanceof HTMLVideoElement) element.pause();
  if (element instanceof HTMLIFrameElement) {
    // The players' own messages: YouTube's (with enablejsapi), then Vimeo's.
    element.contentWindow?.postMessage(JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' }), '*');
    element.contentWindow?.postMessage(JSON.stringify({ method: 'pause' }), '*');
  }
}

export async function showSlider(items: SliderItem[], index: number): Promise<void> {
  await loadStylesheet();
  const labels = pageLabels();
  const pswp = new PhotoSwipe({
    dataSource: items.map(slideData),
    index,
    loop: true,
    showHideAnimationType: 'fade',
    bgOpacity: 0.95,
    mainClass: 'slider',
    counter: false,
    closeTitle: labels.close,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    zoomTitle: labels.zoom,
    errorMsg: labels.error,
    // The free space around a slide: 5 % on each side for images, what leaves a video 950 px or
    // 75 % of the window wide.
    paddingFn: (viewport, data) => {
      if ((data.item as SliderItem).kind === 'image') {
        const [side, top] = [(viewport.x * (1 - IMAGE_SHARE)) / 2, (viewport.y * (1 - IMAGE_SHARE)) / 2];
        return { top, bottom: top, left: side, right: side };
      }
      const side = (viewport.x - Math.min(VIDEO_MAX_WIDTH, viewport.x * VIDEO_SHARE)) / 2;
      return { top: TOP_BAR_HEIGHT, bottom: TOP_BAR_HEIGHT, left: side, right: side };
    },
  });

  pswp.on('uiRegister', () => {
    // PhotoSwipe's own counter writes '1 / 5' whatever the language; this one follows slider.json.
    pswp.ui?.registerElement({
      name: 'position',
      className: 'pswp__counter',
      order: 5,
      onInit: (element) => {
        element.setAttribute('aria-live', 'polite');
        const update = () => {
          element.textContent = fill(labels.counter, { n: pswp.currIndex + 1, total: pswp.getNumItems() });
        };
        update();
        pswp.on('change', update);
      },
    });
  });

  pswp.on('contentLoad', (event) => {
    const item = event.content.data.item as SliderItem;
    if (item.kind === 'image') return;
    event.preventDefault();
    const box = document.createElement('div');
    box.className = 'flex items-center justify-center';
    box.append(item.kind === 'video' ? videoElement(item, labels) : hostedElement(item));
    event.content.element = box;
  });
  pswp.on('contentDeactivate', (event) => pause(event.content.element?.querySelector<HTMLElement>('[data-slider-video]') ?? undefined));

  // Native video controls keep the pointer: PhotoSwipe neither drags nor swallows the events there.
  pswp.on('pointerDown', (event) => {
    const target = event.originalEvent.target;
    if (!(target instanceof HTMLVideoElement)) return;
    if (event.originalEvent.clientY > target.getBoundingClientRect().bottom - VIDEO_CONTROLS_HEIGHT) event.preventDefault();
  });
  pswp.addFilter('preventPointerEvent', (prevent, event) => (event.target instanceof HTMLVideoElement ? false : prevent));

  // PhotoSwipe only loops from three items on; two still wrap around with the keys.
  pswp.on('keydown', (event) => {
    const { key } = event.originalEvent;
    if (pswp.getNumItems() !== 2 || (key !== 'ArrowLeft' && key !== 'ArrowRight')) return;
    event.preventDefault();
    event.originalEvent.preventDefault();
    pswp.goTo(1 - pswp.currIndex);
  });

  return new Promise((resolve) => {
    pswp.on('destroy', () => resolve());
    pswp.init();
    pswp.element?.setAttribute('aria-modal', 'true');
    pswp.element?.setAttribute('aria-label', labels.dialog);
  });
}
