-- The random salt of each Bucharest day, shared by every instance of the service so that one client
-- is one client whichever instance it reaches. Only the current day's salt is kept.
CREATE TABLE daily_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);
