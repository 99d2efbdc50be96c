import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

// SVG drawn into pixels by resvg (WebAssembly: no native build to install), for the documents
// that cannot hold an SVG, such as a PDF.

let ready: Promise<void> | undefined;

/** The SVG drawn `width` pixels wide (its height follows): `.asPng()`, or the RGBA `.pixels`. */
export async function rasteriseSvg(svg: string, width: number) {
  await (ready ??= initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'))));
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
}
