//! Dates as the store keeps them and as the learner reads them: seconds since 1970 (UTC) on
//! disk, calendar dates in the learner's own time zone on screen. The zone is passed in
//! like the time itself, so that tests (and sessions served to other places) choose it.

use std::time::{SystemTime, UNIX_EPOCH};

use jiff::Timestamp;
use jiff::civil::{Date, DateTime};
pub use jiff::tz::TimeZone;

/// Seconds since 1970-01-01 UTC, now.
pub fn now_unix() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The time zone of this computer (the `TZ` variable, `/etc/localtime`, or the Windows
/// setting), or UTC when it cannot be found.
pub fn local_zone() -> TimeZone {
    TimeZone::try_system().unwrap_or(TimeZone::UTC)
}

/// The wall-clock date and time in `zone` of a time in seconds since 1970; times beyond
/// what a calendar can hold (a damaged file) give the last moment there is.
fn local(unix: u64, zone: &TimeZone) -> DateTime {
    let stamp = i64::try_from(unix)
        .ok()
        .and_then(|s| Timestamp::from_second(s).ok())
        .unwrap_or(Timestamp::MAX);
    zone.to_datetime(stamp)
}

/// The ISO date (`2026-11-22`) in `zone` of a time in seconds since 1970.
pub fn iso_date(unix: u64, zone: &TimeZone) -> String {
    local(unix, zone).date().to_string()
}

/// The ISO date and the time of day to the minute (`2026-11-22 14:03`) in `zone`.
pub fn iso_minute(unix: u64, zone: &TimeZone) -> String {
    local(unix, zone).strftime("%Y-%m-%d %H:%M").to_string()
}

/// The number of the day in `zone` of a time (days since 1970-01-01 in that zone's
/// calendar), so that two times on one local day share it and the next local day is one
/// more.
pub fn local_day(unix: u64, zone: &TimeZone) -> i64 {
    let epoch = Date::constant(1970, 1, 1);
    local(unix, zone)
        .date()
        .since(epoch)
        .map_or(0, |span| i64::from(span.get_days()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ulaanbaatar() -> TimeZone {
        TimeZone::fixed(jiff::tz::offset(8))
    }

    #[test]
    fn known_dates() {
        let utc = TimeZone::UTC;
        assert_eq!(iso_date(0, &utc), "1970-01-01");
        assert_eq!(iso_date(951_782_400, &utc), "2000-02-29");
        assert_eq!(iso_date(1_795_305_600, &utc), "2026-11-22");
        // A time no calendar holds (a damaged file) gives the end of jiff's range.
        assert!(iso_date(u64::MAX, &utc).starts_with("9999-12-"));
    }

    #[test]
    fn dates_are_the_learners_own() {
        // 2026-11-21 23:30 UTC is already the 22nd, 07:30, in Ulaanbaatar (UTC+8).
        let late = 1_795_305_600 - 1800;
        assert_eq!(iso_date(late, &TimeZone::UTC), "2026-11-21");
        assert_eq!(iso_date(late, &ulaanbaatar()), "2026-11-22");
        assert_eq!(iso_minute(late, &ulaanbaatar()), "2026-11-22 07:30");
        // 07:30 and 20:00 local are one day there, two days in UTC.
        let evening = late + 12 * 3600 + 1800;
        assert_eq!(
            local_day(late, &ulaanbaatar()),
            local_day(evening, &ulaanbaatar())
        );
        assert_ne!(
            local_day(late, &TimeZone::UTC),
            local_day(evening, &TimeZone::UTC)
        );
        assert_eq!(local_day(86_400, &TimeZone::UTC), 1);
    }
}
