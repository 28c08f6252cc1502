export * from "./enums";
export * from "./users";
export * from "./platform";
export * from "./hunts";
export * from "./bookings";
export * from "./social";
export * from "./finance";
export * from "./admin";
