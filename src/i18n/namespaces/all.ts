// Every namespace at once: for tests and tools (the app loads each with its feature chunk).
import './bikebot';
import './biker-gear';
import './common';
import './home';
import './post-ad';
import './spare-parts';
import './vehicles';
