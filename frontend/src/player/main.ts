import { PlayerController } from './controller';
import { parseRoute } from './route';

// The kiosk player's entry (player.html): plain DOM, none of the app's libraries.
const root = document.getElementById('player');
if (root) void new PlayerController(root, parseRoute(location.pathname, location.search)).boot();
