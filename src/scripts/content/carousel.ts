// Carousels ([data-carousel]): the track scrolls on its own (scroll snapping, swipes); this adds
// the previous/next buttons, wrapping around, and keeps the "n / total" status in step with the
// slide in view, whichever way the visitor moved.

function setUp(carousel: HTMLElement) {
  const track = carousel.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = carousel.querySelector<HTMLElement>('[data-carousel-controls]');
  const status = carousel.querySelector<HTMLElement>('[data-carousel-status]');
  if (!track || !controls || !status) return;
  const slides = [...track.children] as HTMLElement[];
  const template = status.textContent ?? '';
  let current = 0;

  const show = (index: number) => {
    const target = (index + slides.length) % slides.length;
    track.scrollTo({ left: slides[target].offsetLeft - track.offsetLeft, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        current = slides.indexOf(entry.target as HTMLElement);
        // The status is the server's "1 / n" with the first number replaced.
        status.textContent = template.replace(/\d+/, String(current + 1));
        slides.forEach((slide, index) => slide.toggleAttribute('inert', index !== current));
      }
    },
    { root: track, threshold: 0.6 },
  );
  slides.forEach((slide) => observer.observe(slide));

  carousel.querySelector('[data-carousel-previous]')?.addEventListener('click', () => show(current - 1));
  carousel.querySelector('[data-carousel-next]')?.addEventListener('click', () => show(current + 1));
  controls.hidden = false;
}

document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(setUp);
