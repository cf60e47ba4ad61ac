/** Placeholder until the BikeBot issue lands. Default export: loaded lazily by the app shell. */
export default function BikeBotWidget() {
  return null;
}
