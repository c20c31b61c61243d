// Renders the Christmas calendar's background video: gentle snow falling over a dark-blue winter
// scene. Frames are drawn as SVG, rasterised with sharp and encoded with ffmpeg (FFMPEG names the
// binary; it is not a project dependency). Every flake falls a whole number of screen heights in
// one loop, so the last frame runs into the first without a jump.
//   FFMPEG=/path/to/ffmpeg node scripts/render-snow-video.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const W = 640;
const H = 360;
const FPS = 20;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const ffmpeg = process.env.FFMPEG ?? 'ffmpeg';

// A fixed seed: the same video on every run.
let seed = 20261201;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const flakes = Array.from({ length: 90 }, () => {
  const near = random();
  return {
    x: random() * W,
    y: random() * H,
    r: 0.8 + near * 2.2,
    laps: near > 0.6 ? 2 : 1,
    sway: 4 + random() * 10,
    phase: random() * Math.PI * 2,
    opacity: 0.35 + near * 0.55,
  };
});

const scene = `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#06182b"/>
      <stop offset="0.65" stop-color="#0f3d5e"/>
      <stop offset="1" stop-color="#1d5578"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <path d="M0 ${H * 0.72} Q ${W * 0.2} ${H * 0.6} ${W * 0.42} ${H * 0.7} T ${W} ${H * 0.66} V ${H} H 0 Z" fill="#2b6a8f" opacity="0.55"/>
  <path d="M0 ${H * 0.84} Q ${W * 0.3} ${H * 0.76} ${W * 0.6} ${H * 0.83} T ${W} ${H * 0.8} V ${H} H 0 Z" fill="#dfe9f1" opacity="0.9"/>`;

function frame(index) {
  const t = index / FRAMES;
  const dots = flakes
    .map((flake) => {
      const y = ((flake.y + t * flake.laps * (H + 20)) % (H + 20)) - 10;
      const x = flake.x + Math.sin(t * Math.PI * 2 + flake.phase) * flake.sway;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${flake.r.toFixed(2)}" fill="#fff" opacity="${flake.opacity.toFixed(2)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${scene}${dots}</svg>`;
}

const dir = mkdtempSync(join(tmpdir(), 'snow-'));
try {
  for (let i = 0; i < FRAMES; i += 1)
    await sharp(Buffer.from(frame(i)))
      .png()
      .toFile(join(dir, `f${String(i).padStart(4, '0')}.png`));
  await sharp(Buffer.from(frame(0)))
    .webp({ quality: 70 })
    .toFile('static/video/jolasnjor.webp');
  const input = ['-y', '-framerate', String(FPS), '-i', join(dir, 'f%04d.png'), '-an'];
  execFileSync(
    ffmpeg,
    [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-pix_fmt',
      'yuv420p',
      'static/video/jolasnjor.webm',
    ],
    { stdio: 'inherit' },
  );
  execFileSync(
    ffmpeg,
    [
      ...input,
      '-c:v',
      'libx264',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      'static/video/jolasnjor.mp4',
    ],
    { stdio: 'inherit' },
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
