#!/bin/sh
# The suites whose rules turn on the date and the hour, run again at the instants where such rules
# break: a week's first minutes, a Saturday night in the zone furthest ahead of UTC, the nights
# the clocks change in Europe/Amsterdam (the demo's venues), a year's last minute. TEST_NOW starts
# every test's clock there (machines/test-now.ts) and TZ puts the process's own zone there, so a
# rule that reads the machine's zone or day shows it here. The list of suites is kept to the ones
# that depend on dates and cost seconds (no database): the pure rules, the api's day and zone
# arithmetic, and the crew screens that place a shift on the venue's clock whatever the device's
# zone. `npm run test:unit` runs this after the whole suite, so its cost is part of every run.
set -e
SUITES="machines src/lib/dates api/lib/dates.test.ts src/features/crews/venue-time.test.tsx src/features/crews/shift-window.test.tsx"

at() {
  echo "test:dates: TEST_NOW=$1 TZ=$2"
  TEST_NOW="$1" TZ="$2" npx vitest run --reporter=dot $SUITES
}

at 2026-11-23T00:05:00Z UTC                      # Monday 00:05 UTC
at 2026-11-28T23:30:00+14:00 Pacific/Kiritimati  # Saturday 23:30 at UTC+14
at 2026-10-25T02:30:00+01:00 Europe/Amsterdam    # 02:30 the second time, the night summer time ends
at 2027-03-28T01:30:00Z Europe/Amsterdam         # 03:30, just after 02:00 became 03:00
at 2026-12-31T23:59:00Z UTC                      # a year's last minute
