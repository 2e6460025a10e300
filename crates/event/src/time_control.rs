//! TRF26 record 222, the encoded time control: periods separated by `:`, each
//! `[MOVES/]SECONDS[+INCREMENT]`, the last without moves (`5400+30` for 90 minutes and
//! 30 seconds a move; `40/5400+30:1800+30` for 40 moves in 90 minutes, then 30 minutes,
//! 30 seconds a move throughout). Rating officers read it to tell standard, rapid and
//! blitz apart; an event states it (`Settings::time_control_code`) or it is read off the
//! time control as arbiters write it for record 122.

use arbiter_pairing::Message;

use crate::words::quoted;

/// Checks an encoded time control as TRF26 record 222 holds it.
///
/// # Errors
/// A message saying what the record should look like.
pub fn check_time_control_code(code: &str) -> Result<(), Message> {
    let bad = || Message::new("event-time-control-code").text("found", quoted(code));
    let periods: Vec<&str> = code.trim().split(':').collect();
    let number = |s: &str| !s.is_empty() && s.len() <= 6 && s.bytes().all(|b| b.is_ascii_digit());
    // Periods are in seconds: `90+30` is a slip for 5400+30. A rated game gives each
    // player three minutes at least (blitz), so a shorter first period is refused.
    let seconds = |s: &str, first: bool| {
        number(s)
            && s.parse::<u32>()
                .is_ok_and(|n| n > 0 && (!first || n >= 180))
    };
    for (k, p) in periods.iter().enumerate() {
        let (moves, rest) = match p.split_once('/') {
            Some((m, r)) => (Some(m), r),
            None => (None, *p),
        };
        let (time, inc) = match rest.split_once('+') {
            Some((t, i)) => (t, Some(i)),
            None => (rest, None),
        };
        let last = k + 1 == periods.len();
        if moves.is_some_and(|m| !number(m) || last)
            || !seconds(time, k == 0)
            || inc.is_some_and(|i| !number(i))
        {
            return Err(bad());
        }
    }
    Ok(())
}

/// What a number of a time control written in words stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Part {
    /// A period, in seconds.
    Time(u32),
    /// Seconds added per move.
    Increment(u32),
    /// Moves of a period.
    Moves(u32),
    /// A number without a unit (`90+30`: minutes, then seconds).
    Bare(u32),
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Number(u32),
    Word(String),
    Symbol(char),
}

fn tokens(text: &str) -> Vec<Token> {
    let text = text
        .to_lowercase()
        .replace("''", "\"")
        .replace(['’', '′', '´', '`'], "'")
        .replace(['″', '“', '”'], "\"");
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_digit() {
            let mut n: u32 = 0;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = n.saturating_mul(10).saturating_add(d);
                chars.next();
            }
            out.push(Token::Number(n));
        } else if c.is_alphabetic() {
            let mut w = String::new();
            while let Some(&c) = chars.peek().filter(|c| c.is_alphabetic()) {
                w.push(c);
                chars.next();
            }
            out.push(Token::Word(w));
        } else {
            if !c.is_whitespace() {
                out.push(Token::Symbol(c));
            }
            chars.next();
        }
    }
    out
}

fn is_minutes(w: &str) -> bool {
    matches!(
        w,
        "m" | "mn" | "mins" | "minuten" | "minuti" | "minutos" | "мин" | "минут"
    ) || w.starts_with("min")
}

fn is_seconds(w: &str) -> bool {
    matches!(
        w,
        "s" | "sec"
            | "secs"
            | "second"
            | "seconds"
            | "seconde"
            | "secondes"
            | "secondi"
            | "sek"
            | "sekunde"
            | "sekunden"
            | "seg"
            | "segundo"
            | "segundos"
            | "с"
            | "сек"
            | "секунд"
    )
}

fn is_hours(w: &str) -> bool {
    matches!(
        w,
        "h" | "hr"
            | "hrs"
            | "hour"
            | "hours"
            | "std"
            | "stunde"
            | "stunden"
            | "heure"
            | "heures"
            | "hora"
            | "horas"
            | "ora"
            | "ore"
            | "ч"
            | "час"
            | "часа"
    )
}

fn is_moves(w: &str) -> bool {
    matches!(
        w,
        "move"
            | "moves"
            | "mv"
            | "mvs"
            | "zug"
            | "züge"
            | "zuege"
            | "coup"
            | "coups"
            | "jugada"
            | "jugadas"
            | "mossa"
            | "mosse"
            | "ход"
            | "хода"
            | "ходов"
    )
}

/// The encoded time control (TRF26 record 222) of a time control as arbiters write it
/// for record 122: `90'+30"`, `90 min + 30 s`, `90+30`, `1h30 + 30s`, `40/90+30`,
/// `40 moves in 90 min, then 30 min, 30 s a move from move 1`, `G/90`. `None` when the
/// text does not say one time control plainly (a delay, increments that differ by
/// period, a move count for every period).
#[must_use]
pub fn time_control_code(text: &str) -> Option<String> {
    let toks = tokens(text);
    if toks
        .iter()
        .any(|t| matches!(t, Token::Word(w) if w == "d" || w == "delay" || w == "bronstein"))
    {
        return None;
    }
    let mut parts: Vec<Part> = Vec::new();
    let mut k = 0;
    while k < toks.len() {
        let Token::Number(n) = toks[k] else {
            k += 1;
            continue;
        };
        let next = toks.get(k + 1);
        let prev = k.checked_sub(1).and_then(|p| toks.get(p));
        let part = match next {
            Some(Token::Symbol('\'')) => Part::Time(n.saturating_mul(60)),
            Some(Token::Symbol('"')) => Part::Increment(n),
            Some(Token::Word(w)) if is_minutes(w) => Part::Time(n.saturating_mul(60)),
            Some(Token::Word(w)) if is_seconds(w) => Part::Increment(n),
            Some(Token::Word(w)) if is_moves(w) => Part::Moves(n),
            Some(Token::Word(w)) if is_hours(w) => {
                // `1h30`: the minutes follow the hours without a unit.
                let mut secs = n.saturating_mul(3600);
                let unit = toks.get(k + 3);
                if let Some(Token::Number(m)) = toks.get(k + 2)
                    && !matches!(unit, Some(Token::Symbol('"')))
                    && !matches!(unit, Some(Token::Word(w)) if !is_minutes(w))
                {
                    secs = secs.saturating_add(m.saturating_mul(60));
                    // Past the unit and the minutes.
                    k += 2;
                }
                Part::Time(secs)
            }
            // `40/90`: moves, then the time of the period.
            Some(Token::Symbol('/')) if matches!(toks.get(k + 2), Some(Token::Number(_))) => {
                Part::Moves(n)
            }
            // `2h/40`: the moves after the time of the period.
            _ if matches!(prev, Some(Token::Symbol('/')))
                && parts.last().is_some_and(|p| matches!(p, Part::Time(_))) =>
            {
                Part::Moves(n)
            }
            _ => Part::Bare(n),
        };
        // A bare number after `+` is an increment (`90+30`), elsewhere a period's minutes.
        let part = match part {
            Part::Bare(b) if matches!(prev, Some(Token::Symbol('+'))) => Part::Increment(b),
            other => other,
        };
        parts.push(part);
        k += 1;
    }
    let has_time = parts.iter().any(|p| matches!(p, Part::Time(_)));
    let mut times = Vec::new();
    let mut increments = Vec::new();
    let mut moves = Vec::new();
    for p in parts {
        match p {
            Part::Time(t) => times.push(t),
            Part::Increment(i) => increments.push(i),
            Part::Moves(m) => moves.push(m),
            // Without any unit, bare numbers are the minutes of the periods; with units,
            // they are something else (`from move 1`).
            Part::Bare(b) if !has_time => times.push(b.saturating_mul(60)),
            Part::Bare(_) => {}
        }
    }
    if times.is_empty() || moves.len() + 1 != times.len() || times.contains(&0) {
        return None;
    }
    let increment = match increments.as_slice() {
        [] => None,
        [first, rest @ ..] if rest.iter().all(|i| i == first) => Some(*first),
        _ => return None,
    };
    let periods: Vec<String> = times
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let mut p = match moves.get(i) {
                Some(m) => format!("{m}/{t}"),
                None => t.to_string(),
            };
            if let Some(inc) = increment {
                p.push_str(&format!("+{inc}"));
            }
            p
        })
        .collect();
    Some(periods.join(":"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 44: the time controls arbiters write for 122 give TRF26's 222.
    #[test]
    fn issue_44_time_controls_in_words_give_the_encoded_record() {
        for (text, code) in [
            ("90'+30\"", Some("5400+30")),
            ("90' + 30''", Some("5400+30")),
            ("90 min + 30 s", Some("5400+30")),
            ("90 minutes + 30 seconds per move", Some("5400+30")),
            ("90+30", Some("5400+30")),
            ("1h30 + 30s", Some("5400+30")),
            ("Rapid 15+10", Some("900+10")),
            ("3'+2\"", Some("180+2")),
            ("G/90", Some("5400")),
            ("120 min", Some("7200")),
            (
                "40 moves in 90 min, then 30 min, 30 s a move from move 1",
                Some("40/5400+30:1800+30"),
            ),
            (
                "90 min/40 moves + 30 min + 30 s/move",
                Some("40/5400+30:1800+30"),
            ),
            ("40/90+30, 30+30", Some("40/5400+30:1800+30")),
            ("1 h 30 min + 30 s", Some("5400+30")),
            ("2h/40, 1h", Some("40/7200:3600")),
            (
                "100 min/40 moves, 50 min/20 moves, 15 min, 30 s per move",
                Some("40/6000+30:20/3000+30:900+30"),
            ),
            ("G/90;d5", None),
            ("40 moves in 120 min", None),
            ("", None),
            ("standard", None),
        ] {
            assert_eq!(time_control_code(text).as_deref(), code, "{text}");
        }
    }

    #[test]
    fn encoded_time_controls_are_checked() {
        for ok in [
            "5400+30",
            "40/5400+30:1800+30",
            "7200",
            "40/7200:3600",
            "180+2",
        ] {
            assert!(check_time_control_code(ok).is_ok(), "{ok}");
        }
        for bad in [
            "",
            "90'+30\"",
            "90+30",
            "5400+",
            "40/5400",
            "5400:40/1800",
            "a+b",
            "1:",
        ] {
            assert!(check_time_control_code(bad).is_err(), "{bad}");
        }
    }
}
