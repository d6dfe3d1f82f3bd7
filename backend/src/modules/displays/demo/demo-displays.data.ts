import { AgeRange, Audience, DisplayStatus, LocationType } from '../display.constants';

/** Demo hosts besides the existing `demo-host` account; printed in the startup banner. */
export const DEMO_DISPLAY_HOSTS = [
  { username: 'sonoran-screens', password: 'sonoran-screens-pass', role: 'host' as const },
  { username: 'northland-media', password: 'northland-media-pass', role: 'host' as const },
];

/** The demo account that already exists in SeedService's DEMO_ACCOUNTS; it owns the Phoenix and Tempe screens. */
export const PRIMARY_DEMO_HOST = { username: 'demo-host', password: 'demo-host-pass', role: 'host' as const };

export interface DemoDisplay {
  /** 0 = demo-host, 1 = sonoran-screens, 2 = northland-media. */
  host: 0 | 1 | 2;
  name: string;
  streetAddress: string;
  city: string;
  zipCode: string;
  lat: number;
  lng: number;
  hours: [string, string];
  price: string;
  locationType: LocationType;
  isMobile?: boolean;
  ages: AgeRange[];
  audiences: Audience[];
  notes: string;
  status: DisplayStatus;
  approvalNotes?: string;
}

type Row = [DemoDisplay['host'], string, string, string, string, number, number, string, string, string, LocationType, AgeRange[], Audience[], string, DisplayStatus, boolean?];

// host, name, street, city, zip, lat, lng, start, end, price, type, ages, audiences, notes, status, mobile
const ROWS: Row[] = [
  [0, 'Convention Center West Lobby', '100 N 3rd St', 'Phoenix', '85004', 33.4486, -112.0702, '07:00', '22:00', '35.00', 'indoor', ['20-35', '36-50'], ['professionals'], 'Conference and trade-show visitors, weekday heavy.', 'approved'],
  [0, 'Footprint Center Concourse', '201 E Jefferson St', 'Phoenix', '85004', 33.4457, -112.0712, '10:00', '23:00', '65.00', 'indoor', ['16-plus', '20-35', '36-50'], ['athletes', 'shoppers'], 'Suns and Mercury game nights, concerts.', 'approved'],
  [0, 'Chase Field Plaza Board', '401 E Jefferson St', 'Phoenix', '85004', 33.4453, -112.0667, '08:00', '23:00', '55.00', 'outdoor', ['16-plus', '20-35', '36-50', '50-plus'], ['athletes', 'shoppers'], 'Diamondbacks home games; busy plaza before first pitch.', 'approved'],
  [0, 'Arizona Center Walkway', '455 N 3rd St', 'Phoenix', '85004', 33.4515, -112.0694, '09:00', '21:00', '22.50', 'walkway', ['20-35', '36-50'], ['professionals', 'shoppers'], 'Lunch crowd from the nearby offices.', 'approved'],
  [0, 'Sky Harbor Terminal 4 Arrivals', '3400 E Sky Harbor Blvd', 'Phoenix', '85034', 33.4352, -112.0101, '05:00', '23:00', '48.00', 'indoor', ['20-35', '36-50', '50-plus'], ['professionals', 'retirees'], 'Arrivals hall next to baggage claim.', 'rejected'],
  [0, 'Biltmore Fashion Park Courtyard', '2502 E Camelback Rd', 'Phoenix', '85016', 33.5097, -112.0268, '10:00', '21:00', '30.00', 'communal', ['36-50', '50-plus'], ['shoppers', 'professionals'], 'Upscale shoppers, steady weekend traffic.', 'approved'],
  [0, 'CityScape Patio Screen', '1 E Washington St', 'Phoenix', '85004', 33.4485, -112.0738, '06:00', '23:00', '28.00', 'outdoor', ['20-35', '36-50'], ['professionals'], 'Light-rail riders and downtown office workers.', 'approved'],
  [0, 'Tempe Marketplace Plaza', '2000 E Rio Salado Pkwy', 'Tempe', '85281', 33.4305, -111.899, '09:00', '22:00', '26.00', 'outdoor', ['16-plus', '20-35'], ['students', 'shoppers'], 'Outdoor plaza by the cinema and restaurants.', 'approved'],
  [0, 'Mill Avenue Pedicab Screens', '699 S Mill Ave', 'Tempe', '85281', 33.4236, -111.94, '17:00', '23:00', '18.00', 'outdoor', ['16-plus', '20-35'], ['students'], 'Screens on pedicabs circulating Mill Avenue at night.', 'approved', true],
  [0, 'ASU Memorial Union Elevators', '301 E Orange St', 'Tempe', '85281', 33.4182, -111.9346, '07:00', '22:00', '12.50', 'elevator', ['16-plus', '20-35'], ['students'], 'Student union elevators, semester traffic.', 'approved'],
  [1, 'Mesa Arts Center Lobby', '1 E Main St', 'Mesa', '85201', 33.4152, -111.8315, '09:00', '21:00', '15.00', 'communal', ['36-50', '50-plus'], ['retirees'], 'Theatre and gallery visitors.', 'approved'],
  [1, 'Sloan Park Gate Screen', '2330 W Rio Salado Pkwy', 'Mesa', '85201', 33.4313, -111.8818, '08:00', '22:00', '40.00', 'outdoor', ['16-plus', '20-35', '36-50', '50-plus'], ['athletes', 'retirees'], 'Cubs spring training crowds, February to March.', 'approved'],
  [1, 'Superstition Springs Food Court', '6555 E Southern Ave', 'Mesa', '85206', 33.3895, -111.687, '10:00', '21:00', '14.00', 'indoor', ['16-plus', '20-35', '36-50'], ['shoppers'], 'Family shoppers in the East Valley.', 'pending'],
  [1, 'Tucson Convention Center Foyer', '260 S Church Ave', 'Tucson', '85701', 32.2189, -110.974, '07:00', '22:00', '24.00', 'indoor', ['20-35', '36-50', '50-plus'], ['professionals'], 'Gem show in February, conventions all year.', 'approved'],
  [1, 'UA Student Union Commons', '1303 E University Blvd', 'Tucson', '85719', 32.2322, -110.9517, '07:00', '23:00', '16.00', 'communal', ['16-plus', '20-35'], ['students', 'athletes'], 'University of Arizona students between classes.', 'approved'],
  [1, 'Hotel Congress Lobby', '311 E Congress St', 'Tucson', '85701', 32.2223, -110.9672, '00:00', '23:00', '20.00', 'indoor', ['20-35', '36-50'], ['professionals', 'shoppers'], 'Historic hotel and music venue downtown.', 'approved'],
  [1, 'Tucson Mall Center Court', '4500 N Oracle Rd', 'Tucson', '85705', 32.2873, -110.9768, '10:00', '21:00', '21.00', 'indoor', ['16-plus', '20-35', '36-50'], ['shoppers'], 'Largest mall in southern Arizona.', 'pending'],
  [1, 'Chandler Fashion Center Entrance', '3111 W Chandler Blvd', 'Chandler', '85226', 33.3017, -111.8982, '10:00', '21:00', '27.00', 'walkway', ['20-35', '36-50'], ['shoppers', 'professionals'], 'Main entrance walkway.', 'pending'],
  [2, 'Scottsdale Fashion Square Atrium', '7014 E Camelback Rd', 'Scottsdale', '85251', 33.503, -111.9293, '10:00', '21:00', '45.00', 'indoor', ['20-35', '36-50', '50-plus'], ['shoppers'], 'Luxury wing atrium.', 'approved'],
  [2, 'Kierland Commons Main Street', '15205 N Kierland Blvd', 'Scottsdale', '85254', 33.6225, -111.9263, '09:00', '22:00', '32.00', 'walkway', ['36-50', '50-plus'], ['shoppers', 'retirees'], 'Open-air shopping street with restaurants.', 'approved'],
  [2, 'Old Town Trolley Screens', '3939 N Drinkwater Blvd', 'Scottsdale', '85251', 33.4928, -111.9229, '11:00', '20:00', '19.50', 'outdoor', ['20-35', '36-50', '50-plus'], ['shoppers', 'retirees'], 'Screens on the Old Town trolley loop.', 'approved', true],
  [2, 'State Farm Stadium Concourse', '1 Cardinals Dr', 'Glendale', '85305', 33.5276, -112.2626, '08:00', '23:00', '60.00', 'indoor', ['16-plus', '20-35', '36-50'], ['athletes'], 'Cardinals home games and major events.', 'approved'],
  [2, 'Flagstaff Visitor Center', '1 E Route 66', 'Flagstaff', '86001', 35.1975, -111.6477, '08:00', '17:00', '10.00', 'walkway', ['36-50', '50-plus'], ['retirees'], 'Historic depot; Grand Canyon travellers.', 'approved'],
  [2, 'Flagstaff Mall Entrance', '4650 N US Highway 89', 'Flagstaff', '86004', 35.2208, -111.582, '10:00', '20:00', '9.00', 'indoor', ['16-plus', '20-35'], ['students', 'shoppers'], 'NAU students and northern Arizona shoppers.', 'pending'],
];

export const DEMO_DISPLAYS: DemoDisplay[] = ROWS.map((r) => ({
  host: r[0],
  name: r[1],
  streetAddress: r[2],
  city: r[3],
  zipCode: r[4],
  lat: r[5],
  lng: r[6],
  hours: [r[7], r[8]],
  price: r[9],
  locationType: r[10],
  ages: r[11],
  audiences: r[12],
  notes: r[13],
  status: r[14],
  isMobile: r[15] ?? false,
  approvalNotes: r[14] === 'rejected' ? "Airport advertising needs the airport's written permission; attach it and submit the display again." : undefined,
}));
