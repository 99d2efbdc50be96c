import { describe, expect, it } from 'vitest';
import { tileSource } from '~/lib/map-tiles';

describe('tileSource', () => {
  it('lets in the tile host of the template, a subdomain placeholder as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.net/{z}/{x}/{y}.png')).toBe('https://*.tile.example.net');
    expect(tileSource('http://127.0.0.1:8123/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8123');
  });

  it('lets in nothing without a map or for what is no tile template', () => {
    expect(tileSource(null)).toBeNull();
    expect(tileSource('  ')).toBeNull();
    expect(tileSource('https://tile.openstreetmap.org/')).toBeNull();
    expect(tileSource('javascript:alert(1)//{z}/{x}/{y}')).toBeNull();
  });
});
