//! A Go player's numbers with the three rating bodies whose lists OpenGotha imports: the
//! EGF's PIN, the FFG's licence and the AGA's id. Each is its own type, read once and
//! written as the body writes it, so that a results file sent to that body names the
//! player the way its database does.

use std::fmt;
use std::str::FromStr;

/// The Go rating bodies a player can be registered from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GoBody {
    /// The European Go Federation (its European Go Database).
    Egf,
    /// The Fédération Française de Go.
    Ffg,
    /// The American Go Association.
    Aga,
}

impl GoBody {
    /// Every body, in the order forms offer them.
    pub const ALL: [GoBody; 3] = [GoBody::Egf, GoBody::Ffg, GoBody::Aga];

    /// The body's short name in lower case, as lists and options name it (`egf`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            GoBody::Egf => "egf",
            GoBody::Ffg => "ffg",
            GoBody::Aga => "aga",
        }
    }

    /// The body of a short name, in any case.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|b| b.code().eq_ignore_ascii_case(code.trim()))
    }

    /// What the body calls its number (`EGF PIN`, `FFG licence`, `AGA id`).
    #[must_use]
    pub const fn id_name(self) -> &'static str {
        match self {
            GoBody::Egf => "EGF PIN",
            GoBody::Ffg => "FFG licence",
            GoBody::Aga => "AGA id",
        }
    }
}

/// Why a text is not a body's number: the body, and the text as given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}: expected {}, found {found:?}", body.id_name(), expected(*body))]
pub struct ParseGoIdError {
    /// The body whose number was expected.
    pub body: GoBody,
    /// The text found.
    pub found: String,
}

/// What a body's number looks like, in words.
fn expected(body: GoBody) -> &'static str {
    match body {
        GoBody::Egf => "eight digits",
        GoBody::Ffg => "seven letters or digits",
        GoBody::Aga => "a whole number from 1",
    }
}

/// An EGF PIN: the European Go Database's eight-digit player number (`10387880`), the
/// number the EGD's results files and OpenGotha's `egfPin` carry.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EgfPin(u32);

impl FromStr for EgfPin {
    type Err = ParseGoIdError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let bad = || ParseGoIdError {
            body: GoBody::Egf,
            found: s.to_string(),
        };
        if t.len() != 8 || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        t.parse().map(EgfPin).map_err(|_| bad())
    }
}

impl fmt::Display for EgfPin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:08}", self.0)
    }
}

/// An FFG licence number as the échelle and the `.tou` files write it: seven letters or
/// digits (`0512345`), kept as written.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FfgLicence(String);

impl FromStr for FfgLicence {
    type Err = ParseGoIdError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if t.len() != 7 || !t.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(ParseGoIdError {
                body: GoBody::Ffg,
                found: s.to_string(),
            });
        }
        Ok(FfgLicence(t.to_ascii_uppercase()))
    }
}

impl fmt::Display for FfgLicence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// An AGA member id: a positive whole number (`12345`), the first column of the
/// TDList and of the AGA results file's `PLAYERS` section.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AgaId(u32);

impl AgaId {
    /// The id as a number.
    #[must_use]
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl FromStr for AgaId {
    type Err = ParseGoIdError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let bad = || ParseGoIdError {
            body: GoBody::Aga,
            found: s.to_string(),
        };
        if t.is_empty() || t.len() > 9 || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        match t.parse::<u32>() {
            Ok(0) | Err(_) => Err(bad()),
            Ok(n) => Ok(AgaId(n)),
        }
    }
}

impl fmt::Display for AgaId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A player's numbers with the Go rating bodies (each one when known).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GoIds {
    /// The EGF PIN.
    pub egf_pin: Option<EgfPin>,
    /// The FFG licence.
    pub ffg_licence: Option<FfgLicence>,
    /// The AGA id.
    pub aga_id: Option<AgaId>,
}

impl GoIds {
    /// True when no number is known.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.egf_pin.is_none() && self.ffg_licence.is_none() && self.aga_id.is_none()
    }

    /// The number with `body`, as the body writes it.
    #[must_use]
    pub fn get(&self, body: GoBody) -> Option<String> {
        match body {
            GoBody::Egf => self.egf_pin.map(|p| p.to_string()),
            GoBody::Ffg => self.ffg_licence.as_ref().map(ToString::to_string),
            GoBody::Aga => self.aga_id.map(|a| a.to_string()),
        }
    }

    /// Sets the number with `body` from its text; blank clears it.
    ///
    /// # Errors
    /// A text that is not a number of that body.
    pub fn set(&mut self, body: GoBody, text: &str) -> Result<(), ParseGoIdError> {
        let blank = text.trim().is_empty();
        match body {
            GoBody::Egf => self.egf_pin = if blank { None } else { Some(text.parse()?) },
            GoBody::Ffg => self.ffg_licence = if blank { None } else { Some(text.parse()?) },
            GoBody::Aga => self.aga_id = if blank { None } else { Some(text.parse()?) },
        }
        Ok(())
    }

    /// Each number known, with its body, in the order of [`GoBody::ALL`].
    #[must_use]
    pub fn known(&self) -> Vec<(GoBody, String)> {
        GoBody::ALL
            .into_iter()
            .filter_map(|b| self.get(b).map(|id| (b, id)))
            .collect()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn each_body_reads_its_own_numbers() {
        let pin: EgfPin = " 10387880 ".parse().unwrap();
        assert_eq!(pin.to_string(), "10387880");
        assert_eq!(
            "01234567".parse::<EgfPin>().unwrap().to_string(),
            "01234567"
        );
        for bad in ["1038788", "103878801", "1038788x", ""] {
            let e = bad.parse::<EgfPin>().unwrap_err();
            assert_eq!(e.body, GoBody::Egf);
            assert!(e.to_string().contains("eight digits"), "{e}");
        }
        assert_eq!(
            "0512345".parse::<FfgLicence>().unwrap().to_string(),
            "0512345"
        );
        assert!("05-2345".parse::<FfgLicence>().is_err());
        assert_eq!("12345".parse::<AgaId>().unwrap().get(), 12345);
        assert!("0".parse::<AgaId>().is_err());
        assert!("-3".parse::<AgaId>().is_err());
    }

    #[test]
    fn ids_are_set_and_cleared_by_body() {
        let mut ids = GoIds::default();
        assert!(ids.is_empty());
        ids.set(GoBody::Egf, "10387880").unwrap();
        ids.set(GoBody::Aga, "77").unwrap();
        assert_eq!(
            ids.known(),
            vec![(GoBody::Egf, "10387880".into()), (GoBody::Aga, "77".into())]
        );
        assert!(ids.set(GoBody::Ffg, "x").is_err());
        ids.set(GoBody::Egf, " ").unwrap();
        assert_eq!(ids.get(GoBody::Egf), None);
        assert_eq!(GoBody::from_code("FFG"), Some(GoBody::Ffg));
    }
}
