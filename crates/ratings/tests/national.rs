//! The shipped column filters on hand-written lines of each list's shape, a filter of
//! one's own, and the Go lists through the streaming reader.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::{Rating, Sex, Title};
use arbiter_ratings::{
    ColumnFilter, GoList, GoScale, ListError, ListField, ListFormat, ListKind, ListPlayer,
    ListReader,
};

fn read(filter: &str, bytes: &[u8]) -> (Vec<ListPlayer>, Vec<ListError>) {
    ListReader::read_all(
        ListFormat::Filter(ColumnFilter::builtin(filter).unwrap()),
        bytes,
    )
}

fn rating(p: &ListPlayer) -> Option<u16> {
    p.ratings.standard.map(|r| r.rating.0)
}

#[test]
fn ecf_csv() {
    let text = "ECF_code,full_name,member_no,FIDE_no,gender,nation,club_name,revised_standard,revised_rapid\n\
                123456A,\"Smith, John A\",M1234,400041,M,ENG,Hastings,2105,2050\n\
                234567B,\"O'Neill, Siobhán\",,,F,IRL,\"Brighton & Hove\",0,1650\n\
                345678C,\"Jones, Bad\",,,M,ENG,,21O5,\n";
    let (p, e) = read("ecf", text.as_bytes());
    assert_eq!(p.len(), 2);
    let s = &p[0];
    assert_eq!(s.list, ListKind::National);
    assert_eq!(s.national_id.as_ref().map(|i| i.as_str()), Some("123456A"));
    assert_eq!(s.name, "Smith, John A");
    assert_eq!(s.fide_id.map(|i| i.get()), Some(400041));
    assert_eq!(s.sex, Some(Sex::Male));
    assert_eq!(s.club.as_deref(), Some("Hastings"));
    assert_eq!(rating(s), Some(2105));
    assert_eq!(s.ratings.rapid.map(|r| r.rating), Some(Rating(2050)));
    let o = &p[1];
    assert_eq!(o.name, "O'Neill, Siobhán");
    assert_eq!(o.federation.map(|f| f.to_string()).as_deref(), Some("IRL"));
    assert_eq!(rating(o), None);
    assert_eq!(o.club.as_deref(), Some("Brighton & Hove"));
    // The bad rating is placed at its column: after `345678C,"Jones, Bad",,,M,ENG,,`.
    assert!(
        matches!(
            &e[..],
            [ListError::Field {
                line: 4,
                column: 31,
                field: ListField::Rating,
                ..
            }]
        ),
        "{e:?}"
    );
}

#[test]
fn dwz_csv_in_windows_1252() {
    let mut bytes = b"ID,VKZ,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land\r\n".to_vec();
    // "M\xfcller" is Müller in Windows-1252, as older exports write it.
    bytes.extend_from_slice(b"10001,C0327,1012,A,\"M\xfcller,Hans,Dr.\",M,D,1961,202501,1987,112,2010,FM,4612345,GER\r\n");
    bytes.extend_from_slice(
        b"10002,C0327,1013,P,\"Schmidt,Anna\",W,D,2008,202412,1450,12,0,,0,GER\r\n",
    );
    let (p, e) = read("dwz", &bytes);
    assert!(e.is_empty(), "{e:?}");
    let m = &p[0];
    assert_eq!(
        m.national_id.as_ref().map(|i| i.as_str()),
        Some("C0327-1012")
    );
    assert_eq!(m.name, "Müller, Hans");
    assert_eq!(m.birth.map(|b| b.to_string()).as_deref(), Some("1961"));
    assert_eq!(rating(m), Some(1987));
    assert_eq!(m.title, Some(Title::FM));
    assert_eq!(m.fide_id.map(|i| i.get()), Some(4612345));
    assert_eq!(m.club.as_deref(), Some("C0327"));
    assert!(!m.inactive);
    let a = &p[1];
    assert_eq!(a.sex, Some(Sex::Female));
    assert!(a.inactive, "status P is passive");
    assert_eq!(a.fide_id, None);
    assert_eq!(a.federation.map(|f| f.to_string()).as_deref(), Some("GER"));
}

#[test]
fn dwz_header_must_have_the_columns() {
    let (p, e) = read("dwz", b"ZPS,Name\nC0327,\"X,Y\"\n");
    assert!(p.is_empty());
    assert!(
        matches!(&e[..], [ListError::Shape { line: 1, .. }]),
        "{e:?}"
    );
    assert!(e[0].to_string().contains("VKZ"));
}

/// A line with `fields` placed at 1-based columns.
fn fixed(fields: &[(usize, &str)]) -> String {
    let mut line = String::new();
    for (col, text) in fields {
        while line.chars().count() < col - 1 {
            line.push(' ');
        }
        line.push_str(text);
    }
    line
}

#[test]
fn uscf_fixed_width() {
    let a = fixed(&[
        (1, "NAKAMURA, HIKARU"),
        (33, "12641216"),
        (42, "MO"),
        (45, "12/31/2030"),
        (56, "2850"),
        (64, "2795"),
        (72, "2016192"),
    ]);
    let b = fixed(&[
        (1, "DOE, JANE Q"),
        (33, "30012345"),
        (42, "CA"),
        (45, "06/30/2026"),
        (56, "1205P12"),
        (64, ""),
    ]);
    let c = fixed(&[
        (1, "ROE, RICHARD"),
        (33, "30012346"),
        (42, "TX"),
        (56, "1x00"),
    ]);
    let (p, e) = read("uscf", format!("{a}\n{b}\n{c}\n").as_bytes());
    assert_eq!(p.len(), 2);
    assert_eq!(p[0].name, "NAKAMURA, HIKARU");
    assert_eq!(
        p[0].national_id.as_ref().map(|i| i.as_str()),
        Some("12641216")
    );
    assert_eq!(rating(&p[0]), Some(2850));
    assert_eq!(p[0].ratings.rapid.map(|r| r.rating), Some(Rating(2795)));
    assert_eq!(p[0].fide_id.map(|i| i.get()), Some(2016192));
    assert_eq!(
        p[0].federation.map(|f| f.to_string()).as_deref(),
        Some("USA")
    );
    assert_eq!(rating(&p[1]), Some(1205), "a provisional rating reads");
    assert_eq!(p[1].ratings.rapid, None);
    assert!(
        matches!(
            &e[..],
            [ListError::Field {
                line: 3,
                column: 56,
                field: ListField::Rating,
                ..
            }]
        ),
        "{e:?}"
    );
}

#[test]
fn ffe_csv() {
    let mut bytes = b"NrFFE;Nom;Prenom;Sexe;NeLe;Cat;AffType;Elo;Rapide;Blitz;FideCode;FideTitre;Federation;Club;Ligue\r\n".to_vec();
    bytes.extend_from_slice(b"K12345;LEF\xc8VRE;J\xe9r\xf4me;M;17/05/1985;SenM;A;2215F;2150N;2100E;623539;FM;FRA;Echiquier Lyonnais;ARA\r\n");
    bytes.extend_from_slice(
        b"M54321;MARTIN;Claire;F;01/02/2012;PupF;N;1199E;;;;;;Cercle de Nice;PACA\r\n",
    );
    let (p, e) = read("ffe", &bytes);
    assert!(e.is_empty(), "{e:?}");
    let l = &p[0];
    assert_eq!(l.name, "LEFÈVRE, Jérôme");
    assert_eq!(
        l.birth.map(|b| b.to_string()).as_deref(),
        Some("1985-05-17")
    );
    assert_eq!(rating(l), Some(2215));
    assert_eq!(l.ratings.rapid.map(|r| r.rating), Some(Rating(2150)));
    assert_eq!(l.ratings.blitz.map(|r| r.rating), Some(Rating(2100)));
    assert_eq!(l.fide_id.map(|i| i.get()), Some(623539));
    assert_eq!(l.title, Some(Title::FM));
    assert!(!l.inactive);
    let m = &p[1];
    assert!(m.inactive, "AffType N: no licence this season");
    assert_eq!(m.federation.map(|f| f.to_string()).as_deref(), Some("FRA"));
    assert_eq!(m.club.as_deref(), Some("Cercle de Nice"));
}

#[test]
fn a_filter_of_ones_own_without_header_and_a_quoted_line_break() {
    let f = ColumnFilter::parse(
        "# tab-separated, no header\nlist = Club list\nformat = csv\ndelimiter = tab\nheader = no\n\
         skip = 1\nnational_id = #1\nname = #2\nname_order = given_first\nrating = #3 # the club's own\nbirth = #4\ndate = mdy\n",
    )
    .unwrap();
    assert_eq!(f.label(), "Club list");
    let text = "generated 2026-01-01\n7\tAnna \"Nan\" Berg\t1500\t05/17/1990\n8\t\"Carl\nGustaf\" Holm\t\t\n";
    let (p, e) = ListReader::read_all(ListFormat::Filter(f), text.as_bytes());
    assert!(e.is_empty(), "{e:?}");
    assert_eq!(p[0].name, "Berg, Anna \"Nan\"");
    assert_eq!(
        p[0].birth.map(|b| b.to_string()).as_deref(),
        Some("1990-05-17")
    );
    // Blanks inside a name, a line break too, become one blank.
    assert_eq!(p[1].name, "Holm, Carl Gustaf");
}

#[test]
fn go_lists_through_the_reader() {
    let aberg = fixed(&[
        (2, "10387880"),
        (12, "\u{c5}berg Pontus"),
        (50, "SE"),
        (54, "Stoc"),
        (61, " 3k"),
        (72, "1816"),
    ]);
    let muller = fixed(&[
        (2, "12345678"),
        (12, "M\u{fc}ller J\u{fc}rgen"),
        (50, "DE"),
        (54, "Bln"),
        (61, " 2d"),
        (72, "2190"),
        (77, "T260412A"),
    ]);
    let egf = format!(
        "  European Go Database rating list (01.05.2026 )\n  Pin      Name          Country Club  Grade  GoR\n{aberg}\n{muller}\n"
    );
    let (p, e) = ListReader::read_all(ListFormat::Go(GoList::Egf), egf.as_bytes());
    assert!(e.is_empty(), "{e:?}");
    assert_eq!(p.len(), 2);
    assert_eq!(p[1].name, "Müller, Jürgen");
    assert_eq!(
        p[1].go.map(|g| (g.scale, g.value)),
        Some((GoScale::EgfGor, 2190))
    );

    // FFG, in ISO-8859-15 (é is 0xE9).
    let line = fixed(&[
        (1, "DUPONT Ren\u{e9}"),
        (39, " 1050"),
        (45, "L"),
        (47, "0512345"),
        (55, "75Pa"),
        (60, "FR"),
    ]);
    let mut ffg = b"Echelle au 01/05/2026\n".to_vec();
    for c in line.chars() {
        // One byte a character, as ISO-8859-15 writes them.
        ffg.push(u8::try_from(u32::from(c)).unwrap());
    }
    ffg.push(b'\n');
    let (p, e) = ListReader::read_all(ListFormat::Go(GoList::Ffg), &ffg);
    assert!(e.is_empty(), "{e:?}");
    assert_eq!(p[0].name, "DUPONT, René");
    assert_eq!(p[0].go.map(|g| g.value), Some(1050));

    let aga = "Smith, John\t12345\tFull\t-3.5\t12/31/2026\tNYGO\tNY\n";
    let (p, _) = ListReader::read_all(ListFormat::Go(GoList::Aga), aga.as_bytes());
    assert_eq!(p[0].go.map(|g| g.value), Some(-350));
}
