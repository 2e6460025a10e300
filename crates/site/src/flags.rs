//! Federation flags: FIDE's three-letter federation codes read as ISO 3166 countries, and
//! a country drawn as its flag emoji.
//!
//! A flag emoji is two regional indicator letters (U+1F1E6 + letter), which a font shows
//! as the flag; England, Scotland and Wales are subdivisions of GB and use the tag
//! sequence of their ISO 3166-2 code. A code that reads as no country shows no flag, only
//! the code.

/// FIDE federation code → ISO 3166-1 alpha-2 code (ISO 3166-2 for the home nations).
/// Sorted by FIDE code, for the binary search.
const FEDERATIONS: &[(&str, &str)] = &[
    ("AFG", "AF"),
    ("ALB", "AL"),
    ("ALG", "DZ"),
    ("AND", "AD"),
    ("ANG", "AO"),
    ("ANT", "AG"),
    ("ARG", "AR"),
    ("ARM", "AM"),
    ("ARU", "AW"),
    ("AUS", "AU"),
    ("AUT", "AT"),
    ("AZE", "AZ"),
    ("BAH", "BS"),
    ("BAN", "BD"),
    ("BAR", "BB"),
    ("BDI", "BI"),
    ("BEL", "BE"),
    ("BER", "BM"),
    ("BHU", "BT"),
    ("BIH", "BA"),
    ("BIZ", "BZ"),
    ("BLR", "BY"),
    ("BOL", "BO"),
    ("BOT", "BW"),
    ("BRA", "BR"),
    ("BRN", "BH"),
    ("BRU", "BN"),
    ("BUL", "BG"),
    ("BUR", "BF"),
    ("CAF", "CF"),
    ("CAM", "KH"),
    ("CAN", "CA"),
    ("CAY", "KY"),
    ("CGO", "CG"),
    ("CHA", "TD"),
    ("CHI", "CL"),
    ("CHN", "CN"),
    ("CIV", "CI"),
    ("CMR", "CM"),
    ("COD", "CD"),
    ("COL", "CO"),
    ("COM", "KM"),
    ("CPV", "CV"),
    ("CRC", "CR"),
    ("CRO", "HR"),
    ("CUB", "CU"),
    ("CYP", "CY"),
    ("CZE", "CZ"),
    ("DEN", "DK"),
    ("DJI", "DJ"),
    ("DMA", "DM"),
    ("DOM", "DO"),
    ("ECU", "EC"),
    ("EGY", "EG"),
    ("ENG", "GB-ENG"),
    ("ERI", "ER"),
    ("ESA", "SV"),
    ("ESP", "ES"),
    ("EST", "EE"),
    ("ETH", "ET"),
    ("FAI", "FO"),
    ("FIJ", "FJ"),
    ("FIN", "FI"),
    ("FRA", "FR"),
    ("GAB", "GA"),
    ("GAM", "GM"),
    ("GCI", "GG"),
    ("GEO", "GE"),
    ("GEQ", "GQ"),
    ("GER", "DE"),
    ("GHA", "GH"),
    ("GRE", "GR"),
    ("GRN", "GD"),
    ("GUA", "GT"),
    ("GUM", "GU"),
    ("GUY", "GY"),
    ("HAI", "HT"),
    ("HKG", "HK"),
    ("HON", "HN"),
    ("HUN", "HU"),
    ("INA", "ID"),
    ("IND", "IN"),
    ("IOM", "IM"),
    ("IRI", "IR"),
    ("IRL", "IE"),
    ("IRQ", "IQ"),
    ("ISL", "IS"),
    ("ISR", "IL"),
    ("ISV", "VI"),
    ("ITA", "IT"),
    ("IVB", "VG"),
    ("JAM", "JM"),
    ("JCI", "JE"),
    ("JOR", "JO"),
    ("JPN", "JP"),
    ("KAZ", "KZ"),
    ("KEN", "KE"),
    ("KGZ", "KG"),
    ("KOR", "KR"),
    ("KOS", "XK"),
    ("KSA", "SA"),
    ("KUW", "KW"),
    ("LAO", "LA"),
    ("LAT", "LV"),
    ("LBA", "LY"),
    ("LBN", "LB"),
    ("LBR", "LR"),
    ("LCA", "LC"),
    ("LES", "LS"),
    ("LIE", "LI"),
    ("LTU", "LT"),
    ("LUX", "LU"),
    ("MAC", "MO"),
    ("MAD", "MG"),
    ("MAR", "MA"),
    ("MAS", "MY"),
    ("MAW", "MW"),
    ("MDA", "MD"),
    ("MDV", "MV"),
    ("MEX", "MX"),
    ("MGL", "MN"),
    ("MKD", "MK"),
    ("MLI", "ML"),
    ("MLT", "MT"),
    ("MNC", "MC"),
    ("MNE", "ME"),
    ("MOZ", "MZ"),
    ("MRI", "MU"),
    ("MTN", "MR"),
    ("MYA", "MM"),
    ("NAM", "NA"),
    ("NCA", "NI"),
    ("NED", "NL"),
    ("NEP", "NP"),
    ("NGR", "NG"),
    ("NIG", "NE"),
    ("NOR", "NO"),
    ("NRU", "NR"),
    ("NZL", "NZ"),
    ("OMA", "OM"),
    ("PAK", "PK"),
    ("PAN", "PA"),
    ("PAR", "PY"),
    ("PER", "PE"),
    ("PHI", "PH"),
    ("PLE", "PS"),
    ("PLW", "PW"),
    ("PNG", "PG"),
    ("POL", "PL"),
    ("POR", "PT"),
    ("PUR", "PR"),
    ("QAT", "QA"),
    ("ROU", "RO"),
    ("RSA", "ZA"),
    ("RUS", "RU"),
    ("RWA", "RW"),
    ("SCO", "GB-SCT"),
    ("SEN", "SN"),
    ("SEY", "SC"),
    ("SGP", "SG"),
    ("SKN", "KN"),
    ("SLE", "SL"),
    ("SLO", "SI"),
    ("SMR", "SM"),
    ("SOL", "SB"),
    ("SOM", "SO"),
    ("SRB", "RS"),
    ("SRI", "LK"),
    ("SSD", "SS"),
    ("STP", "ST"),
    ("SUD", "SD"),
    ("SUI", "CH"),
    ("SUR", "SR"),
    ("SVK", "SK"),
    ("SWE", "SE"),
    ("SWZ", "SZ"),
    ("SYR", "SY"),
    ("TAN", "TZ"),
    ("TJK", "TJ"),
    ("TKM", "TM"),
    ("TLS", "TL"),
    ("TOG", "TG"),
    ("TPE", "TW"),
    ("TTO", "TT"),
    ("TUN", "TN"),
    ("TUR", "TR"),
    ("UAE", "AE"),
    ("UGA", "UG"),
    ("UKR", "UA"),
    ("URU", "UY"),
    ("USA", "US"),
    ("UZB", "UZ"),
    ("VAN", "VU"),
    ("VEN", "VE"),
    ("VIE", "VN"),
    ("VIN", "VC"),
    ("WLS", "GB-WLS"),
    ("YEM", "YE"),
    ("ZAM", "ZM"),
    ("ZIM", "ZW"),
];

/// The ISO 3166 code of a federation: a FIDE code from the table, or a code that is
/// already two letters (Go players carry their country's ISO code). `None` otherwise.
#[must_use]
pub fn iso_code(federation: &str) -> Option<String> {
    let code = federation.trim().to_ascii_uppercase();
    if code.len() == 2 && code.bytes().all(|b| b.is_ascii_uppercase()) {
        return Some(code);
    }
    FEDERATIONS
        .binary_search_by(|(fide, _)| (*fide).cmp(code.as_str()))
        .ok()
        .and_then(|i| FEDERATIONS.get(i))
        .map(|(_, iso)| (*iso).to_string())
}

/// The flag emoji of a federation, or `None` when the code reads as no country.
#[must_use]
pub fn flag(federation: &str) -> Option<String> {
    let iso = iso_code(federation)?;
    match iso.split_once('-') {
        // A subdivision: the black flag, the code in tag letters, and the cancel tag.
        Some((country, sub)) => {
            let mut out = String::from('\u{1F3F4}');
            for b in country.bytes().chain(sub.bytes()) {
                out.push(char::from_u32(0xE0000 + u32::from(b.to_ascii_lowercase()))?);
            }
            out.push('\u{E007F}');
            Some(out)
        }
        None => iso
            .bytes()
            .map(|b| {
                b.checked_sub(b'A')
                    .and_then(|d| char::from_u32(0x1F1E6 + u32::from(d)))
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_every_entry_is_a_country_code() {
        for pair in FEDERATIONS.windows(2) {
            assert!(pair[0].0 < pair[1].0, "{:?} before {:?}", pair[0], pair[1]);
        }
        for (fide, iso) in FEDERATIONS {
            assert_eq!(fide.len(), 3, "{fide}");
            let country = iso.split('-').next().unwrap_or_default();
            assert_eq!(country.len(), 2, "{fide} → {iso}");
        }
    }

    #[test]
    fn codes_read_as_their_countries_and_flags() {
        assert_eq!(iso_code("GER").as_deref(), Some("DE"));
        assert_eq!(iso_code("sui").as_deref(), Some("CH"));
        assert_eq!(iso_code("NED").as_deref(), Some("NL"));
        assert_eq!(iso_code("fr").as_deref(), Some("FR"));
        assert_eq!(iso_code("FID"), None);
        assert_eq!(iso_code("XYZ"), None);
        assert_eq!(iso_code(""), None);
        assert_eq!(flag("GER").as_deref(), Some("\u{1F1E9}\u{1F1EA}"));
        assert_eq!(flag("USA").as_deref(), Some("🇺🇸"));
        assert_eq!(flag("ENG").as_deref(), Some("🏴󠁧󠁢󠁥󠁮󠁧󠁿"));
        assert_eq!(flag("SCO").as_deref(), Some("🏴󠁧󠁢󠁳󠁣󠁴󠁿"));
        assert_eq!(flag("1A"), None);
        assert_eq!(flag("NOPE"), None);
    }
}
