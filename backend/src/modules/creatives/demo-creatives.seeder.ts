import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { DemoSeed } from '../../common/demo/demo-seed';
import { User } from '../auth/entities/user.entity';
import { CreativeImages } from './creative-images.service';
import { CreativesService } from './creatives.service';
import { DEMO_TENANT } from './demo-tenant';
import type { CreativeContentType, CreativeStatus } from './entities/ad-creative.entity';

interface DemoCreative {
  name: string;
  headline: string;
  tagline: string;
  width: number;
  height: number;
  colors: [string, string];
  type: CreativeContentType;
  status: CreativeStatus;
}

export const DEMO_CREATIVES: readonly DemoCreative[] = [
  {
    name: 'Desert Sun Coffee – Morning Special',
    headline: 'Desert Sun Coffee',
    tagline: 'Any latte $3 before 10 AM',
    width: 1920,
    height: 1080,
    colors: ['#ff6b35', '#1a237e'],
    type: 'image/jpeg',
    status: 'approved',
  },
  {
    name: 'Saguaro Fitness – Join Today',
    headline: 'Saguaro Fitness',
    tagline: 'First month free',
    width: 1080,
    height: 1920,
    colors: ['#2e7d32', '#004d40'],
    type: 'image/jpeg',
    status: 'approved',
  },
  {
    name: 'Phoenix Farmers Market',
    headline: 'Farmers Market',
    tagline: 'Saturdays 8 AM – 1 PM, downtown Phoenix',
    width: 1920,
    height: 1080,
    colors: ['#f9a825', '#c62828'],
    type: 'image/png',
    status: 'approved',
  },
  {
    name: 'Grand Canyon Day Tours',
    headline: 'Grand Canyon Tours',
    tagline: 'Book a day trip from Flagstaff',
    width: 1280,
    height: 720,
    colors: ['#bf360c', '#4a148c'],
    type: 'image/jpeg',
    status: 'approved',
  },
  {
    name: 'Tempe Tech Meetup',
    headline: 'Tempe Tech Meetup',
    tagline: 'Every first Thursday',
    width: 1080,
    height: 1920,
    colors: ['#0277bd', '#311b92'],
    type: 'image/png',
    status: 'pending',
  },
  {
    name: 'Sedona Spa Weekend',
    headline: 'Sedona Spa',
    tagline: 'Weekend packages from $199',
    width: 1080,
    height: 1080,
    colors: ['#ad1457', '#ff8f00'],
    type: 'image/webp',
    status: 'pending',
  },
];

/** Demo creatives for the demo tenant, drawn with sharp (gradient + headline). */
@Injectable()
export class DemoCreativesSeeder {
  constructor(
    private readonly creatives: CreativesService,
    private readonly images: CreativeImages,
  ) {}

  /** Returns how many creatives were added (none when the demo tenant is missing). */
  async seed(demo: DemoSeed): Promise<number> {
    const tenant = await demo.em.fork().findOne(User, { username: DEMO_TENANT, role: 'tenant' });
    if (!tenant) return 0;
    // Rendering runs on sharp's thread pool in parallel; rows are written in order.
    const checked = await Promise.all(DEMO_CREATIVES.map(async (d) => this.images.check(await render(d), d.type)));
    for (const [i, d] of DEMO_CREATIVES.entries()) await this.creatives.createFromImage(tenant.id, d.name, checked[i], d.status);
    return DEMO_CREATIVES.length;
  }
}

export async function render(d: DemoCreative): Promise<Buffer> {
  const size = Math.round(Math.min(d.width, d.height) / 8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${d.colors[0]}"/><stop offset="1" stop-color="${d.colors[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="50%" y="47%" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="bold" fill="#fff" text-anchor="middle">${xml(d.headline)}</text>
  <text x="50%" y="${47 + (size * 1.4 * 100) / d.height}%" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${Math.round(size / 2.2)}" fill="#fff" fill-opacity="0.9" text-anchor="middle">${xml(d.tagline)}</text>
</svg>`;
  const image = sharp(Buffer.from(svg));
  if (d.type === 'image/png') return image.png({ compressionLevel: 6 }).toBuffer();
  if (d.type === 'image/webp') return image.webp({ quality: 80, effort: 2 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: false }).toBuffer();
}

function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
