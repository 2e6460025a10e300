//! A FIDE list of any size in the published layouts, made up from a seed: names from a
//! dozen naming traditions (German, Russian and Ukrainian transliterations, Polish, Czech,
//! Nordic, Hungarian, Turkish, Spanish and Portuguese, French, Vietnamese, Indian,
//! Chinese pinyin) with their diacritics, a long tail of rare surnames, federations to
//! match, titles, other titles, standard, rapid and blitz ratings with games and K, birth
//! years and the inactive and woman flags, in about the proportions of the real list.
//!
//! The text is the combined `players_list_foa.txt` layout (see [`crate::fide`]), ASCII as
//! FIDE publishes it (names transliterated); the XML is `players_list_xml_foa.xml`, with
//! the names' diacritics kept. Players come in the order they are made, with increasing
//! ids. Each player is made from the seed and its position alone ([`ListGenerator::player`]),
//! so a test can check any record of a list it reads against what was written.

use crate::types::{BirthDate, ChessRating, Federation, FideId, ListKind, ListPlayer, RateType};
use arbiter_core::{Rating, Sex, SplitMix64, Title};
use std::fmt::Write as _;

/// The layout to write.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum GeneratedShape {
    /// `players_list_foa.txt`.
    Txt,
    /// `players_list_xml_foa.xml`.
    Xml,
}

/// The combined list's header line.
pub const TXT_HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// The list's draws, from the seeded numbers every generator shares: the same seed gives
/// the same list on every machine.
#[derive(Clone, Debug)]
struct Rng(SplitMix64);

impl Rng {
    const fn new(seed: u64) -> Self {
        Self(SplitMix64::new(seed))
    }

    /// A number in `0..n` (n > 0); it draws even for `n` = 0, as every seed's list did.
    fn below(&mut self, n: u64) -> u64 {
        self.0.next_u64() % n.max(1)
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items
            .get(self.below(items.len() as u64) as usize)
            .copied()
            .unwrap_or("")
    }

    /// True with probability `per_mille` / 1000.
    fn chance(&mut self, per_mille: u64) -> bool {
        self.below(1000) < per_mille
    }

    /// Roughly normal, mean `mean`, deviation `sd` (sum of uniforms).
    fn normal(&mut self, mean: i64, sd: i64) -> i64 {
        let s: i64 = (0..4).map(|_| self.below(1001) as i64).sum::<i64>() - 2000;
        // Four uniforms on [-500, 500] have deviation about 577.
        mean + s * sd / 577
    }
}

/// A naming tradition: where its players play, and how their names are made.
struct Culture {
    feds: &'static [&'static str],
    /// Common surnames, used as they are.
    surnames: &'static [&'static str],
    /// Syllables for the rare surnames.
    syllables: &'static [&'static str],
    /// Surname endings for men and for women (the same when the language has one form).
    male_endings: &'static [&'static str],
    female_endings: &'static [&'static str],
    male_given: &'static [&'static str],
    female_given: &'static [&'static str],
    /// Share of the list, per thousand.
    weight: u64,
    /// Given name first, family name after (written `Surname, Given` all the same).
    two_given: bool,
}

const CULTURES: &[Culture] = &[
    Culture {
        feds: &["GER", "GER", "GER", "AUT", "SUI"],
        surnames: &[
            "Müller",
            "Schäfer",
            "Schröder",
            "Köhler",
            "Weiß",
            "Groß",
            "Bäcker",
            "Krüger",
            "Jäger",
            "Schmidt",
            "Wagner",
            "Hoffmann",
        ],
        syllables: &[
            "brü", "hau", "mei", "stein", "wald", "feld", "horn", "bach", "kirch", "röd", "gär",
            "lö", "sch", "ber", "man", "hel",
        ],
        male_endings: &["er", "mann", "ner", "ke", "ig", "", "hofer", "inger"],
        female_endings: &["er", "mann", "ner", "ke", "ig", "", "hofer", "inger"],
        male_given: &[
            "Jürgen",
            "Hans",
            "Björn",
            "Uwe",
            "Günther",
            "Sören",
            "Jörg",
            "Klaus",
            "Lukas",
            "Maximilian",
        ],
        female_given: &[
            "Anna",
            "Käthe",
            "Jana",
            "Lena",
            "Gisela",
            "Jördis",
            "Elisabeth",
            "Sophie",
        ],
        weight: 140,
        two_given: false,
    },
    Culture {
        feds: &["RUS", "RUS", "UKR", "BLR", "KAZ", "UZB"],
        surnames: &[
            "Dvoretsky",
            "Dvoretskij",
            "Ivanov",
            "Smirnov",
            "Kuznetsov",
            "Popov",
            "Sokolov",
            "Lebedev",
            "Kozlov",
            "Novikov",
            "Shevchenko",
            "Kovalenko",
        ],
        syllables: &[
            "kar", "pov", "zhu", "rya", "tse", "mikh", "dmi", "bel", "gor", "vol", "sha", "khar",
            "ter", "nik", "sav", "yak",
        ],
        male_endings: &[
            "ov", "ev", "in", "sky", "skij", "skiy", "enko", "ovich", "yuk",
        ],
        female_endings: &[
            "ova", "eva", "ina", "skaya", "skaja", "enko", "ovich", "yuk",
        ],
        male_given: &[
            "Mikhail",
            "Dmitrij",
            "Dmitry",
            "Sergey",
            "Sergei",
            "Aleksandr",
            "Alexander",
            "Jurij",
            "Yuri",
            "Vladimir",
            "Andriy",
        ],
        female_given: &[
            "Anastasia",
            "Ekaterina",
            "Yekaterina",
            "Olga",
            "Natalia",
            "Irina",
            "Tetiana",
            "Aleksandra",
        ],
        weight: 160,
        two_given: false,
    },
    Culture {
        feds: &["POL"],
        surnames: &[
            "Wiśniewski",
            "Kowalczyk",
            "Dąbrowski",
            "Zieliński",
            "Szymański",
            "Woźniak",
            "Kamiński",
            "Lewandowski",
        ],
        syllables: &[
            "wiś", "dą", "grz", "brz", "szcz", "łu", "ko", "ma", "żu", "pio", "sta", "ni", "rze",
            "chm", "wo", "ja",
        ],
        male_endings: &["ski", "cki", "czyk", "ak", "ek", "owicz"],
        female_endings: &["ska", "cka", "czyk", "ak", "ek", "owicz"],
        male_given: &[
            "Łukasz",
            "Paweł",
            "Wojciech",
            "Michał",
            "Krzysztof",
            "Grzegorz",
            "Mateusz",
        ],
        female_given: &[
            "Małgorzata",
            "Agnieszka",
            "Monika",
            "Joanna",
            "Karolina",
            "Aleksandra",
        ],
        weight: 60,
        two_given: false,
    },
    Culture {
        feds: &["CZE", "CZE", "SVK"],
        surnames: &[
            "Dvořák",
            "Novák",
            "Svoboda",
            "Černý",
            "Procházka",
            "Kučera",
            "Veselý",
            "Horák",
            "Němec",
            "Pokorný",
        ],
        syllables: &[
            "dvo", "ři", "čer", "ku", "ná", "vo", "pro", "hlá", "zí", "vla", "ště", "pa", "ru",
            "mí", "sla", "tr",
        ],
        male_endings: &["ák", "ek", "ý", "ka", "íček", "ec"],
        female_endings: &["ová", "ková", "á", "ková", "íčková", "cová"],
        male_given: &["Jiří", "Tomáš", "Lukáš", "Jan", "Petr", "Vojtěch", "Ondřej"],
        female_given: &["Zuzana", "Kateřina", "Jana", "Tereza", "Lucie", "Markéta"],
        weight: 50,
        two_given: false,
    },
    Culture {
        feds: &["NOR", "SWE", "DEN", "ISL", "FIN"],
        surnames: &[
            "Andersen",
            "Østergaard",
            "Ångström",
            "Sjöberg",
            "Strøm",
            "Lindqvist",
            "Hagen",
            "Þórsson",
        ],
        syllables: &[
            "øs", "ån", "sjö", "berg", "lind", "hag", "dahl", "strø", "holm", "nyg", "fjel", "bjø",
            "kvi", "rød", "ask", "ves",
        ],
        male_endings: &[
            "ersen", "sson", "gren", "qvist", "strand", "lund", "en", "gaard",
        ],
        female_endings: &[
            "ersen", "sdóttir", "gren", "qvist", "strand", "lund", "en", "gaard",
        ],
        male_given: &[
            "Ørjan", "Bjørn", "Jóhann", "Magnus", "Sindre", "Åke", "Jesper",
        ],
        female_given: &["Åsa", "Sigrún", "Ingrid", "Sölvi", "Karen", "Liv"],
        weight: 60,
        two_given: false,
    },
    Culture {
        feds: &["HUN"],
        surnames: &[
            "Szabó", "Kovács", "Tóth", "Horváth", "Nagy", "Kiss", "Molnár", "Németh", "Farkas",
            "Balogh",
        ],
        syllables: &[
            "sza", "kó", "tó", "hor", "vá", "mol", "né", "far", "ba", "lo", "győ", "csi", "zsu",
            "kál", "ör", "dé",
        ],
        male_endings: &["i", "ás", "os", "", "ó", "ai"],
        female_endings: &["i", "ás", "os", "", "ó", "ai"],
        male_given: &["Péter", "Gábor", "Ádám", "Zoltán", "László", "Bálint"],
        female_given: &["Zsófia", "Judit", "Réka", "Anikó", "Ildikó", "Eszter"],
        weight: 30,
        two_given: false,
    },
    Culture {
        feds: &["TUR", "AZE"],
        surnames: &[
            "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın", "Özdemir",
            "Arslan",
        ],
        syllables: &[
            "yıl", "şa", "çe", "öz", "ay", "dı", "gü", "ka", "ğu", "tür", "ars", "kı", "mus", "ta",
            "er", "koç",
        ],
        male_endings: &["", "oğlu", "er", "can", "han"],
        female_endings: &["", "oğlu", "er", "can", "han"],
        male_given: &["Ömer", "İsmail", "Şükrü", "Mustafa", "Emre", "Çağrı"],
        female_given: &["Gülşen", "Ayşe", "Zeynep", "Şule", "Büşra", "Ekaterina"],
        weight: 60,
        two_given: false,
    },
    Culture {
        feds: &[
            "ESP", "ARG", "MEX", "POR", "BRA", "COL", "PER", "CHI", "CUB", "VEN",
        ],
        surnames: &[
            "Núñez",
            "Muñoz",
            "García",
            "Pérez",
            "Gonçalves",
            "Fernández",
            "López",
            "Sánchez",
            "Jiménez",
            "Álvarez",
        ],
        syllables: &[
            "nú", "mu", "gar", "pé", "gon", "fer", "ló", "sán", "ji", "ál", "ro", "dri", "mar",
            "ti", "bel", "tran",
        ],
        male_endings: &["ez", "ño", "es", "ado", "eira", "ón"],
        female_endings: &["ez", "ña", "es", "ada", "eira", "ón"],
        male_given: &[
            "José",
            "João",
            "Ángel",
            "Sebastián",
            "Raúl",
            "Andrés",
            "Joaquín",
        ],
        female_given: &["María", "Inês", "Lucía", "Mónica", "Verónica", "Sofía"],
        weight: 150,
        two_given: true,
    },
    Culture {
        feds: &["FRA", "FRA", "BEL", "SUI", "CAN"],
        surnames: &[
            "Lefèvre", "Bézier", "Dubois", "Lambert", "Fontaine", "Moreau", "Girard", "Mercier",
            "Bonnet", "Rousseau",
        ],
        syllables: &[
            "lé", "fè", "bé", "du", "bois", "lam", "fon", "mo", "gi", "mer", "bon", "rou", "châ",
            "tel", "vé", "ron",
        ],
        male_endings: &["et", "eau", "ier", "in", "ard", "ot"],
        female_endings: &["et", "eau", "ier", "in", "ard", "ot"],
        male_given: &["François", "Jérôme", "Stéphane", "Benoît", "Loïc", "Hervé"],
        female_given: &["Hélène", "Cécile", "Anaïs", "Mélanie", "Chloé", "Léa"],
        weight: 70,
        two_given: true,
    },
    Culture {
        feds: &["VIE"],
        surnames: &[
            "Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng",
        ],
        syllables: &[
            "ng", "tr", "ph", "ho", "đặ", "bù", "đỗ", "hồ", "ngô", "dươ", "lý", "vươ",
        ],
        male_endings: &["ng", "n", "", "i"],
        female_endings: &["ng", "n", "", "i"],
        male_given: &[
            "Văn Minh",
            "Quốc Anh",
            "Đức Huy",
            "Thanh Tuấn",
            "Ngọc Sơn",
            "Trường Sơn",
        ],
        female_given: &[
            "Thị Hương",
            "Ngọc Anh",
            "Thị Thanh",
            "Thảo Nguyên",
            "Phương Linh",
        ],
        weight: 40,
        two_given: false,
    },
    Culture {
        feds: &["IND", "IND", "IND", "SRI", "BAN", "NEP"],
        surnames: &[
            "Sharma", "Patel", "Iyer", "Reddy", "Nair", "Kumar", "Gupta", "Rao", "Das", "Menon",
        ],
        syllables: &[
            "shar", "pa", "ven", "kat", "ra", "man", "sub", "ra", "krish", "nan", "sri", "ni",
            "vas", "moor", "thy", "bha",
        ],
        male_endings: &["an", "a", "am", "ar", "esh", "i"],
        female_endings: &["an", "a", "am", "ar", "i", "ini"],
        male_given: &[
            "Arjun",
            "Vishwanathan",
            "Rahul",
            "Pranav",
            "Aditya",
            "Gukesh",
        ],
        female_given: &["Priya", "Divya", "Harika", "Vaishali", "Tania", "Koneru"],
        weight: 150,
        two_given: false,
    },
    Culture {
        feds: &["CHN", "CHN", "SGP", "MAS"],
        surnames: &[
            "Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou",
        ],
        syllables: &[
            "xu", "ma", "hu", "guo", "he", "gao", "lin", "luo", "zheng", "liang", "xie", "song",
        ],
        male_endings: &[""],
        female_endings: &[""],
        male_given: &["Xiaowei", "Jun", "Hao", "Yifan", "Liren", "Chao", "Zhongyi"],
        female_given: &["Ying", "Lü Xin", "Yifan", "Wenjun", "Tingjie", "Jiner"],
        weight: 30,
        two_given: false,
    },
];

const OTHER_TITLES: &[&str] = &[
    "IA", "FA", "NA", "IO", "FT", "FST", "DI", "NI", "FI", "IA,FT", "FA,NI", "IO,FA",
];

/// Makes a list from a seed, as chunks of bytes.
#[derive(Clone, Debug)]
pub struct ListGenerator {
    seed: u64,
    count: u32,
    shape: GeneratedShape,
    next: u32,
    per_chunk: u32,
    started: bool,
    ended: bool,
}

impl ListGenerator {
    /// A list of `count` players in `shape` from `seed`.
    #[must_use]
    pub fn new(seed: u64, count: u32, shape: GeneratedShape) -> Self {
        Self {
            seed,
            count,
            shape,
            next: 0,
            per_chunk: 512,
            started: false,
            ended: false,
        }
    }

    /// The size of the published combined list: 1.3 million players.
    pub const FULL_SIZE: u32 = 1_300_000;

    /// Players per chunk (default 512, about 80 KB of text).
    #[must_use]
    pub fn players_per_chunk(mut self, n: u32) -> Self {
        self.per_chunk = n.max(1);
        self
    }

    /// The FIDE id of the player at `index`.
    #[must_use]
    pub fn fide_id(&self, index: u32) -> u32 {
        // Increasing, with gaps as in the real list; 8 digits at most.
        let mut r = Rng::new(self.seed ^ u64::from(index).wrapping_mul(0xA076_1D64_78BD_642F));
        100_000 + index * 7 + r.below(7) as u32
    }

    /// The player at `index` as the list writes it: with `ascii`, the name transliterated
    /// (as in the text list).
    #[must_use]
    pub fn player(&self, index: u32, ascii: bool) -> ListPlayer {
        let mut r = Rng::new(self.seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ u64::from(index));
        r.0.next_u64();
        let total: u64 = CULTURES.iter().map(|c| c.weight).sum();
        let mut w = r.below(total);
        let mut culture = &CULTURES[0];
        for c in CULTURES {
            if w < c.weight {
                culture = c;
                break;
            }
            w -= c.weight;
        }
        let female = r.chance(110);
        let surname = if r.chance(450) {
            r.pick(culture.surnames).to_string()
        } else {
            // A rare surname: two or three syllables and an ending.
            let n = 2 + r.below(2);
            let mut s: String = (0..n).map(|_| r.pick(culture.syllables)).collect();
            s.push_str(r.pick(if female {
                culture.female_endings
            } else {
                culture.male_endings
            }));
            capitalise(&s)
        };
        let mut given = r
            .pick(if female {
                culture.female_given
            } else {
                culture.male_given
            })
            .to_string();
        if culture.two_given && r.chance(300) {
            given.push(' ');
            given.push_str(r.pick(if female {
                culture.female_given
            } else {
                culture.male_given
            }));
        }
        // A few players have one name only, as in the real list.
        let mut name = if r.chance(5) {
            surname
        } else {
            format!("{surname}, {given}")
        };
        if ascii {
            name = deunicode::deunicode(&name);
        }
        name = name.chars().take(60).collect();

        let mut p = ListPlayer::new(ListKind::Fide, name);
        p.fide_id = FideId::new(self.fide_id(index));
        p.federation = Federation::parse(r.pick(culture.feds));
        p.sex = Some(if female { Sex::Female } else { Sex::Male });
        let strength = r.normal(1650, 330).clamp(1000, 2860);
        let rated_standard = r.chance(420);
        if rated_standard {
            let title = match strength {
                s if s >= 2500 && r.chance(700) => Some(Title::GM),
                s if s >= 2400 && r.chance(600) => Some(Title::IM),
                s if s >= 2300 && r.chance(500) => Some(Title::FM),
                s if s >= 2200 && r.chance(300) => Some(Title::CM),
                _ => None,
            };
            p.title = title.clone();
            if female {
                p.woman_title = match strength {
                    s if s >= 2300 && r.chance(700) => Some(Title::WGM),
                    s if s >= 2200 && r.chance(600) => Some(Title::WIM),
                    s if s >= 2100 && r.chance(500) => Some(Title::WFM),
                    s if s >= 2000 && r.chance(300) => Some(Title::WCM),
                    _ => None,
                };
                // Women carry their women's title in the title column when it is their
                // highest.
                if p.title.is_none() {
                    p.title = p.woman_title.clone();
                }
            }
        }
        if r.chance(12) {
            p.other_titles = r
                .pick(OTHER_TITLES)
                .split(',')
                .map(str::to_string)
                .collect();
        }
        if r.chance(4) {
            p.online_title = Some(r.pick(&["AGM", "AIM", "AFM", "ACM"]).to_string());
        }
        for (rate, rated, spread) in [
            (RateType::Standard, rated_standard, 0),
            (RateType::Rapid, r.chance(330), 120),
            (RateType::Blitz, r.chance(280), 160),
        ] {
            if !rated {
                continue;
            }
            let rating = (strength + r.normal(0, spread.max(1)) * i64::from(spread > 0))
                .clamp(1000, 2880) as u16;
            let games = if r.chance(700) {
                0
            } else {
                1 + r.below(14) as u16
            };
            let k = if rating >= 2400 {
                10
            } else if r.chance(150) {
                40
            } else {
                20
            };
            *p.ratings.slot(rate) = Some(ChessRating {
                rating: Rating(rating),
                games: Some(games),
                k: Some(k),
            });
        }
        p.birth = if r.chance(17) {
            None
        } else {
            BirthDate::year(1930 + r.below(91) as u16)
        };
        p.inactive = r.chance(400);
        p
    }

    fn write_txt(&self, p: &ListPlayer, out: &mut String) {
        fn col(out: &mut String, text: &str, width: usize) {
            let n = text.chars().count();
            out.push_str(text);
            for _ in n..width {
                out.push(' ');
            }
        }
        let id = p.fide_id.map(|i| i.to_string()).unwrap_or_default();
        col(out, &id, 15);
        col(out, &p.name, 61);
        col(
            out,
            &p.federation.map(|f| f.to_string()).unwrap_or_default(),
            4,
        );
        col(
            out,
            p.sex
                .map_or("", |s| if s == Sex::Female { "F" } else { "M" }),
            4,
        );
        col(out, p.title.as_ref().map_or("", Title::as_str), 5);
        col(out, p.woman_title.as_ref().map_or("", Title::as_str), 5);
        col(out, &p.other_titles.join(","), 15);
        col(out, p.online_title.as_deref().unwrap_or(""), 4);
        for rate in RateType::ALL {
            match p.ratings.get(rate) {
                Some(r) => {
                    col(out, &r.rating.to_string(), 6);
                    col(out, &r.games.map(|g| g.to_string()).unwrap_or_default(), 4);
                    col(out, &r.k.map(|k| k.to_string()).unwrap_or_default(), 3);
                }
                None => {
                    col(out, "0", 6);
                    col(out, "", 4);
                    col(out, "", 3);
                }
            }
        }
        col(
            out,
            &p.birth.map_or("0".to_string(), |b| b.year.to_string()),
            6,
        );
        let mut flag = String::new();
        if p.sex == Some(Sex::Female) {
            flag.push('w');
        }
        if p.inactive {
            flag.push('i');
        }
        col(out, &flag, 4);
        out.push_str("\r\n");
    }

    fn write_xml(&self, p: &ListPlayer, out: &mut String) {
        fn el(out: &mut String, name: &str, value: &str) {
            let _ = write!(out, "<{name}>");
            for c in value.chars() {
                match c {
                    '&' => out.push_str("&amp;"),
                    '<' => out.push_str("&lt;"),
                    '>' => out.push_str("&gt;"),
                    c => out.push(c),
                }
            }
            let _ = writeln!(out, "</{name}>");
        }
        out.push_str("<player>\n");
        el(
            out,
            "fideid",
            &p.fide_id.map(|i| i.to_string()).unwrap_or_default(),
        );
        el(out, "name", &p.name);
        el(
            out,
            "country",
            &p.federation.map(|f| f.to_string()).unwrap_or_default(),
        );
        el(
            out,
            "sex",
            p.sex
                .map_or("", |s| if s == Sex::Female { "F" } else { "M" }),
        );
        el(out, "title", p.title.as_ref().map_or("", Title::as_str));
        el(
            out,
            "w_title",
            p.woman_title.as_ref().map_or("", Title::as_str),
        );
        el(out, "o_title", &p.other_titles.join(","));
        el(out, "foa_title", p.online_title.as_deref().unwrap_or(""));
        for (rate, prefix) in [
            (RateType::Standard, ""),
            (RateType::Rapid, "rapid_"),
            (RateType::Blitz, "blitz_"),
        ] {
            let r = p.ratings.get(rate);
            let name = |s: &str| {
                if prefix.is_empty() {
                    s.to_string()
                } else {
                    format!("{prefix}{s}")
                }
            };
            el(
                out,
                &name("rating"),
                &r.map_or("0".into(), |r| r.rating.to_string()),
            );
            el(
                out,
                &name("games"),
                &r.and_then(|r| r.games)
                    .map_or("0".into(), |g| g.to_string()),
            );
            el(
                out,
                &name("k"),
                &r.and_then(|r| r.k)
                    .map(|k| k.to_string())
                    .unwrap_or_default(),
            );
        }
        el(
            out,
            "birthday",
            &p.birth.map_or("0".to_string(), |b| b.year.to_string()),
        );
        let mut flag = String::new();
        if p.sex == Some(Sex::Female) {
            flag.push('w');
        }
        if p.inactive {
            flag.push('i');
        }
        el(out, "flag", &flag);
        out.push_str("</player>\n");
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

impl Iterator for ListGenerator {
    type Item = Vec<u8>;

    fn next(&mut self) -> Option<Vec<u8>> {
        if self.ended {
            return None;
        }
        let mut out = String::with_capacity(self.per_chunk as usize * 480);
        if !self.started {
            self.started = true;
            match self.shape {
                GeneratedShape::Txt => {
                    out.push_str(TXT_HEADER);
                    out.push_str("\r\n");
                }
                GeneratedShape::Xml => out.push_str("<playerslist>\n"),
            }
        }
        let end = self.count.min(self.next.saturating_add(self.per_chunk));
        for i in self.next..end {
            match self.shape {
                GeneratedShape::Txt => {
                    let p = self.player(i, true);
                    self.write_txt(&p, &mut out);
                }
                GeneratedShape::Xml => {
                    let p = self.player(i, false);
                    self.write_xml(&p, &mut out);
                }
            }
        }
        self.next = end;
        if end >= self.count {
            self.ended = true;
            if self.shape == GeneratedShape::Xml {
                out.push_str("</playerslist>\n");
            }
        }
        Some(out.into_bytes())
    }
}
