//! Reading PGN: the games of a file with all that the standard's import format allows,
//! the errors with their positions, and the skeletons arbiter writes read back.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_pgn::{PgnError, RoundTag, Termination, parse, read};

const TWO_GAMES: &str = r#"% an escape line: the rest of it is not PGN
[Event "Autumn \"Open\""]
[Site "Oslo"]
[Date "2026.11.28"]
[Round "1.1"]
[White "Carlsen, Magnus"]
[Black "Berg, Ada"]
[Result "1-0"]
[WhiteFideId "1503014"]

1. e4 {the king's pawn} e5 2. Nf3 $1 Nc6 (2... d6 3. d4 (3. Bc4 Be7) exd4) 3. Bb5 a6!?
4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 ; Breyer
11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4
18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4 22. Bxc4 Nb6 23. Ne5 Rae8
24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7 27. Qe3 Qg5 28. Qxg5 hxg5 29. b3 Ke6
30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33. f3 Bc8 34. Kf2 Bf5 35. Ra7 g6 36. Ra6+ Kc5
37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5 40. Rd6 Kc5 41. Ra6 Nf2 42. g4 Bd3 43. Re6 e8=Q 1-0

[Event "Autumn \"Open\""]
[Round "1.2"]
[White "Moe, Al"]
[Black "Lie, Bo"]
[Result "1/2-1/2"]

1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.cxd5 exd5 5.Bg5 c6 6.e3 Bf5 7.Qf3 Bg6 8.Bxf6 Qxf6
9.Qxf6 gxf6 1/2-1/2
"#;

#[test]
fn games_with_comments_variations_and_annotations() {
    let games = parse(TWO_GAMES).unwrap();
    assert_eq!(games.len(), 2);
    let g = &games[0];
    assert_eq!((g.number, g.line), (1, 2));
    assert_eq!(g.tag("Event"), Some("Autumn \"Open\""));
    assert_eq!(g.tags.len(), 8);
    assert_eq!(g.termination.0, Termination::WhiteWins);
    // 43 moves each side, the variations not counted.
    assert_eq!(g.moves, 86);
    assert!(g.text.starts_with("[Event \"Autumn \\\"Open\\\"\"]\n[Site"));
    assert!(g.text.ends_with("e8=Q 1-0"));
    let v = g.validate().unwrap();
    assert_eq!(v.round, RoundTag::Board { round: 1, board: 1 });
    assert_eq!(v.white.as_deref(), Some("Carlsen, Magnus"));
    assert_eq!(v.white_fide_id, Some(1_503_014));
    assert_eq!(v.black_fide_id, None);
    let d = games[1].validate().unwrap();
    assert_eq!(
        (d.result, d.moves, games[1].line),
        (Termination::Draw, 18, 19)
    );
}

#[test]
fn a_byte_order_mark_crlf_and_latin_1_are_read() {
    let crlf = format!("\u{feff}{}", TWO_GAMES.replace('\n', "\r\n"));
    let games = read(crlf.as_bytes()).unwrap();
    assert_eq!(games, parse(TWO_GAMES).unwrap());
    // "Müller" in ISO 8859-1: the ü is the byte 0xFC.
    let mut latin = b"[White \"M".to_vec();
    latin.push(0xFC);
    latin.extend_from_slice(b"ller\"]\n\n*\n");
    let g = read(&latin).unwrap();
    assert_eq!(g[0].tag("White"), Some("Müller"));
    assert_eq!(g[0].termination.0, Termination::Unknown);
    // An empty file has no games; a file of comments neither.
    assert!(parse("").unwrap().is_empty());
    assert!(parse("  {a note}\n; another\n").unwrap().is_empty());
}

fn error(text: &str) -> PgnError {
    parse(text).expect_err("a syntax error")
}

#[test]
fn syntax_errors_say_where_and_what_was_expected() {
    let e = error("[Event \"x\"]\n\n1. e4 {never closed\n");
    assert_eq!((e.line, e.column), (4, 1));
    assert!(
        e.expected
            .contains("'}' to close the comment opened at line 3, column 7"),
        "{e}"
    );
    let e = error("[Event \"x\"]\n1. e4 e5\n");
    assert_eq!((e.line, e.column), (3, 1));
    assert!(e.expected.contains("game termination marker"), "{e}");
    let e = error("[Event \"x]\n1. e4 *");
    assert_eq!((e.line, e.column), (1, 11));
    assert!(
        e.expected
            .contains("'\"' to end the value of the tag Event"),
        "{e}"
    );
    let e = error("[Event]\n*");
    assert_eq!((e.line, e.column), (1, 7));
    assert_eq!(e.expected, "the quoted value of the tag Event");
    let e = error("[Event \"x\" junk]\n*");
    assert_eq!(e.expected, "']' to close the tag Event");
    let e = error("1. e4 e5 2. Ke9 *");
    assert_eq!((e.line, e.column), (1, 13));
    assert_eq!(e.found, "\"Ke9\"");
    let e = error("1. e4 (1. d4 d5 *");
    assert!(
        e.expected
            .contains("')' to close the variation opened at line 1, column 7"),
        "{e}"
    );
    let e = error("1. e4 ) *");
    assert_eq!(e.column, 7);
    let e = error("1. e4 $256 *");
    assert!(e.expected.contains("numeric annotation glyph"), "{e}");
    let e = error("1. e4 e5 [Event \"next\"] *");
    assert!(
        e.expected.contains("before the next game's tag pairs"),
        "{e}"
    );
    let e = error("1. e4 @ *");
    assert_eq!(e.found, "'@'");
    // Line and column count characters, after a CRLF too.
    let e = error("[Event \"é\"]\r\n1. e4 Ö *");
    assert_eq!((e.line, e.column), (2, 7));
    assert_eq!(
        e.to_string(),
        "line 2, column 7: expected a move, a move number, a comment, a variation, an annotation or a game termination marker, found 'Ö'"
    );
}

#[test]
fn tags_are_checked_after_reading() {
    let g = parse("[Round \"1\"]\n[Round \"2\"]\n*").unwrap();
    let e = g[0].validate().unwrap_err();
    assert_eq!((e.number, e.line, e.column), (1, 2, 1));
    assert!(e.found.contains("a second Round tag"));
    let g = parse("[Result \"1-0\"]\n1. e4 0-1").unwrap();
    let e = g[0].validate().unwrap_err();
    assert!(
        e.expected
            .contains("termination marker 0-1 (line 2, column 7)"),
        "{e}"
    );
    let g = parse("[WhiteFideId \"12x\"]\n*").unwrap();
    assert!(g[0].validate().unwrap_err().expected.contains("FIDE id"));
    let g = parse("[WhiteFideId \"?\"]\n[Round \"?\"]\n[White \"?\"]\n*").unwrap();
    let v = g[0].validate().unwrap();
    assert_eq!(
        (v.white_fide_id, v.round, v.white),
        (None, RoundTag::Unknown, None)
    );
}

/// What `arbiter pgn` writes reads back, tag for tag.
#[test]
fn skeletons_read_back() {
    use arbiter_core::{
        Game, GameResult, Player, PlayerId, Rating, Round, RoundNo, ScoringSystem, Title,
        Tournament, TournamentInfo,
    };
    let info = TournamentInfo {
        name: "Autumn \"Open\" \\ 2026".into(),
        city: Some("Oslo".into()),
        start_date: Some("2026/11/28".into()),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, ScoringSystem::classic());
    for (name, rating, title, id) in [
        ("Carlsen, Magnus", Some(2830), Some("GM"), Some(1_503_014)),
        ("Berg, \"Ada\"", Some(1850), None, None),
        ("Lie, Bo", None, None, None),
        ("Moe, Al", None, None, None),
    ] {
        let mut p = Player::named(name);
        p.rating = rating.map(Rating);
        p.title = title.and_then(Title::parse);
        p.fide_id = id;
        t.add_player(p);
    }
    let p = |n| PlayerId::new(n).unwrap();
    let games = vec![
        Game::new(p(1), p(2)).with_result(GameResult::WHITE_WINS),
        Game::new(p(4), p(3)).with_result(GameResult::BLACK_WINS_BY_FORFEIT),
    ];
    t.push_round(Round::new(games, vec![]).unwrap()).unwrap();
    let text = arbiter_pgn::round_games(&t, RoundNo::new(1).unwrap()).unwrap();
    let read = parse(&text).unwrap();
    assert_eq!(read.len(), 2);
    let a = read[0].validate().unwrap();
    assert_eq!(a.event.as_deref(), Some("Autumn \"Open\" \\ 2026"));
    assert_eq!(a.round, RoundTag::Board { round: 1, board: 1 });
    assert_eq!(a.black.as_deref(), Some("Berg, \"Ada\""));
    assert_eq!(
        (a.result, a.moves, a.white_fide_id),
        (Termination::WhiteWins, 0, Some(1_503_014))
    );
    assert_eq!(read[0].tag("WhiteElo"), Some("2830"));
    let b = read[1].validate().unwrap();
    assert_eq!(
        (b.round, b.result),
        (
            RoundTag::Board { round: 1, board: 2 },
            Termination::BlackWins
        )
    );
    // The text kept is the game as written, without the blank line after it.
    assert_eq!(format!("{}\n\n{}\n\n", read[0].text, read[1].text), text);
}
