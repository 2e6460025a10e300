//! An in-memory search index over a whole list, for a server that keeps one loaded.
//!
//! Names are cut into normalised words ([`crate::normalize`]); the distinct words form a
//! sorted vocabulary with, for each word, the players that have it, and for each trigram,
//! the words that have it. A query word matches a vocabulary word exactly, as a prefix,
//! inside it, or by closeness (trigram similarity); a player matches when every query
//! word matches one of its words, in any order. Ids are looked up exactly. Everything is
//! held in a few flat arrays (no per-player allocation): about 70 bytes a player.

use crate::normalize::{name_tokens, trigrams};
use crate::types::{Federation, FideId, ListPlayer};
use arbiter_core::{Rating, Title};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// How a search result matched.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Ord, PartialOrd, Hash)]
pub enum MatchKind {
    /// By id (FIDE or national).
    Id,
    /// Every query word is a whole word of the name.
    Exact,
    /// Every query word begins a word of the name (at worst).
    Prefix,
    /// Some query word is inside a word of the name.
    Substring,
    /// Some query word is only close to a word of the name.
    Fuzzy,
}

/// Which id matched, for [`MatchKind::Id`].
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum IdKind {
    /// The FIDE id.
    Fide,
    /// The national id.
    National,
}

/// One search result.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchHit {
    /// Position of the player in the order the index was built from.
    pub position: u32,
    /// FIDE id.
    pub fide_id: Option<FideId>,
    /// National id.
    pub national_id: Option<String>,
    /// Name as the list writes it.
    pub name: String,
    /// Federation.
    pub federation: Option<Federation>,
    /// The rating the list shows first (standard, else rapid, else blitz).
    pub rating: Option<Rating>,
    /// FIDE title (GM ... WCM).
    pub title: Option<Title>,
    /// Birth year.
    pub birth_year: Option<u16>,
    /// Inactive flag.
    pub inactive: bool,
    /// How it matched.
    pub kind: MatchKind,
    /// Score from 0 to about 1.1; results come best first.
    pub score: f32,
}

#[derive(Copy, Clone)]
struct Entry {
    fide: u32,
    name_start: u32,
    nat_start: u32,
    name_len: u16,
    nat_len: u8,
    rating: u16,
    birth: u16,
    fed: Option<Federation>,
    /// Title code (1-8 for GM..WCM), 0 none; high bit: inactive.
    title_flags: u8,
}

const TITLES: [Title; 8] = [
    Title::GM,
    Title::IM,
    Title::WGM,
    Title::FM,
    Title::WIM,
    Title::CM,
    Title::WFM,
    Title::WCM,
];

/// Flat "lists of lists": the items of list `i` are `items[offsets[i]..offsets[i + 1]]`.
struct Postings {
    offsets: Vec<u32>,
    items: Vec<u32>,
}

impl Postings {
    /// From (list, item) pairs. The lists run to the last one that holds an item; those
    /// after it have no offset, and [`Self::get`] answers them empty. So the trigram
    /// lists, one per code (50,653), cost what the words' trigrams reach, not the whole
    /// alphabet's, when the list is short.
    fn build(pairs: &[(u32, u32)]) -> Self {
        let lists = pairs
            .iter()
            .map(|&(l, _)| l as usize + 1)
            .max()
            .unwrap_or(0);
        let mut counts = vec![0u32; lists + 1];
        for &(l, _) in pairs {
            counts[l as usize + 1] += 1;
        }
        for i in 1..counts.len() {
            counts[i] += counts[i - 1];
        }
        let mut fill = counts.clone();
        let mut items = vec![0u32; pairs.len()];
        for &(l, it) in pairs {
            let at = &mut fill[l as usize];
            items[*at as usize] = it;
            *at += 1;
        }
        Self {
            offsets: counts,
            items,
        }
    }

    fn get(&self, i: usize) -> &[u32] {
        match (self.offsets.get(i), self.offsets.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.items[a as usize..b as usize],
            _ => &[],
        }
    }

    fn bytes(&self) -> usize {
        (self.offsets.capacity() + self.items.capacity()) * 4
    }
}

/// The in-memory index (see the module documentation).
pub struct SearchIndex {
    entries: Vec<Entry>,
    /// Names and national ids, one after another.
    text: String,
    /// Distinct words, sorted, one after another; word `i` is
    /// `words[word_offsets[i]..word_offsets[i + 1]]`.
    words: String,
    word_offsets: Vec<u32>,
    /// Players of each word.
    word_players: Postings,
    /// Words of each player.
    player_words: Postings,
    /// Words of each trigram.
    trigram_words: Postings,
    /// Number of trigrams of each word.
    word_trigrams: Vec<u8>,
    /// (FIDE id, player), sorted.
    by_fide: Vec<(u32, u32)>,
    /// Players with a national id, sorted by it.
    by_national: Vec<u32>,
}

/// The closeness a word must reach to match by trigrams.
const FUZZY_THRESHOLD: f32 = 0.5;
/// Scores of a query word's match: exact 1; a prefix 0.8 less a step per letter more
/// (at most ten); inside a word 0.6; close, 0.55 times the closeness.
const PREFIX: f32 = 0.8;
const STEP: f32 = 0.01;
const SUBSTRING: f32 = 0.6;
const FUZZY: f32 = 0.55;
/// Added for a name with as many words as the query: less than a prefix step, so that
/// it orders names within a step and never across.
const BONUS: f32 = 0.005;

/// The trigrams of a query word without padding: those any word containing it has.
fn inner_trigrams(q: &str) -> Vec<u16> {
    let t = trigrams(q);
    // The padded ones hold a blank (code 0) as first or last letter, or as the middle
    // of a one-letter word; the inner ones have none.
    t.into_iter()
        .filter(|&c| c / (37 * 37) != 0 && (c / 37) % 37 != 0 && c % 37 != 0)
        .collect()
}

impl SearchIndex {
    /// Builds the index from a list's records (their order gives [`SearchHit::position`]).
    pub fn build<I: IntoIterator<Item = ListPlayer>>(players: I) -> Self {
        let mut entries = Vec::new();
        let mut text = String::new();
        let mut ids: HashMap<String, u32> = HashMap::new();
        let mut vocab: Vec<String> = Vec::new();
        let mut pairs: Vec<(u32, u32)> = Vec::new(); // (temporary word id, player)
        for p in players {
            let Ok(index) = u32::try_from(entries.len()) else {
                break;
            };
            let name_start = u32::try_from(text.len()).unwrap_or(u32::MAX);
            let name: &str = truncate(&p.name, u16::MAX as usize);
            text.push_str(name);
            let nat = p
                .national_id
                .as_ref()
                .map_or("", |n| truncate(n.as_str(), 255));
            let nat_start = u32::try_from(text.len()).unwrap_or(u32::MAX);
            text.push_str(nat);
            let title = p
                .title
                .as_ref()
                .and_then(|t| TITLES.iter().position(|x| x == t))
                .map_or(0, |i| i as u8 + 1);
            entries.push(Entry {
                fide: p.fide_id.map_or(0, FideId::get),
                name_start,
                nat_start,
                name_len: name.len() as u16,
                nat_len: nat.len() as u8,
                rating: p.rating().map_or(0, |r| r.0),
                birth: p.birth.map_or(0, |b| b.year),
                fed: p.federation,
                title_flags: title | if p.inactive { 0x80 } else { 0 },
            });
            let mut toks = name_tokens(&p.name);
            toks.sort_unstable();
            toks.dedup();
            for t in toks {
                let next = vocab.len() as u32;
                let id = *ids.entry(t).or_insert_with_key(|k| {
                    vocab.push(k.clone());
                    next
                });
                pairs.push((id, index));
            }
        }
        drop(ids);
        // Sort the vocabulary and renumber the words in that order.
        let mut order: Vec<u32> = (0..vocab.len() as u32).collect();
        order.sort_unstable_by(|&a, &b| vocab[a as usize].cmp(&vocab[b as usize]));
        let mut renumber = vec![0u32; vocab.len()];
        for (new, &old) in order.iter().enumerate() {
            renumber[old as usize] = new as u32;
        }
        let mut words = String::new();
        let mut word_offsets = Vec::with_capacity(vocab.len() + 1);
        let mut word_trigrams = Vec::with_capacity(vocab.len());
        let mut tri_pairs: Vec<(u32, u32)> = Vec::new();
        for (new, &old) in order.iter().enumerate() {
            let w = &vocab[old as usize];
            word_offsets.push(words.len() as u32);
            words.push_str(w);
            let tg = trigrams(w);
            word_trigrams.push(u8::try_from(tg.len()).unwrap_or(u8::MAX));
            tri_pairs.extend(tg.into_iter().map(|t| (u32::from(t), new as u32)));
        }
        word_offsets.push(words.len() as u32);
        drop(vocab);
        for p in &mut pairs {
            p.0 = renumber[p.0 as usize];
        }
        let word_players = Postings::build(&pairs);
        let swapped: Vec<(u32, u32)> = pairs.iter().map(|&(w, p)| (p, w)).collect();
        drop(pairs);
        let player_words = Postings::build(&swapped);
        drop(swapped);
        let trigram_words = Postings::build(&tri_pairs);
        drop(tri_pairs);
        let mut by_fide: Vec<(u32, u32)> = entries
            .iter()
            .enumerate()
            .filter(|(_, e)| e.fide != 0)
            .map(|(i, e)| (e.fide, i as u32))
            .collect();
        by_fide.sort_unstable();
        let mut by_national: Vec<u32> = (0..entries.len() as u32)
            .filter(|&i| entries[i as usize].nat_len > 0)
            .collect();
        let mut index = Self {
            entries,
            text,
            words,
            word_offsets,
            word_players,
            player_words,
            trigram_words,
            word_trigrams,
            by_fide,
            by_national: Vec::new(),
        };
        by_national.sort_unstable_by(|&a, &b| index.national(a).cmp(index.national(b)));
        index.by_national = by_national;
        index.entries.shrink_to_fit();
        index.text.shrink_to_fit();
        index.words.shrink_to_fit();
        index
    }

    /// Number of players.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the index has no player.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Number of distinct name words.
    #[must_use]
    pub fn words(&self) -> usize {
        self.word_offsets.len().saturating_sub(1)
    }

    /// Bytes the index holds (its arrays' capacity).
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.entries.capacity() * std::mem::size_of::<Entry>()
            + self.text.capacity()
            + self.words.capacity()
            + self.word_offsets.capacity() * 4
            + self.word_players.bytes()
            + self.player_words.bytes()
            + self.trigram_words.bytes()
            + self.word_trigrams.capacity()
            + self.by_fide.capacity() * 8
            + self.by_national.capacity() * 4
    }

    fn name(&self, i: u32) -> &str {
        let e = &self.entries[i as usize];
        let s = e.name_start as usize;
        self.text.get(s..s + usize::from(e.name_len)).unwrap_or("")
    }

    fn national(&self, i: u32) -> &str {
        let e = &self.entries[i as usize];
        let s = e.nat_start as usize;
        self.text.get(s..s + usize::from(e.nat_len)).unwrap_or("")
    }

    fn word(&self, w: u32) -> &str {
        let (a, b) = (
            self.word_offsets[w as usize] as usize,
            self.word_offsets[w as usize + 1] as usize,
        );
        &self.words[a..b]
    }

    fn hit(&self, i: u32, kind: MatchKind, score: f32) -> SearchHit {
        let e = &self.entries[i as usize];
        let nat = self.national(i);
        let title = e.title_flags & 0x7f;
        SearchHit {
            position: i,
            fide_id: FideId::new(e.fide),
            national_id: (!nat.is_empty()).then(|| nat.to_string()),
            name: self.name(i).to_string(),
            federation: e.fed,
            rating: (e.rating > 0).then_some(Rating(e.rating)),
            title: title
                .checked_sub(1)
                .and_then(|t| TITLES.get(usize::from(t)).cloned()),
            birth_year: (e.birth > 0).then_some(e.birth),
            inactive: e.title_flags & 0x80 != 0,
            kind,
            score,
        }
    }

    /// The range of vocabulary words that start with `prefix`.
    fn prefix_range(&self, prefix: &str) -> std::ops::Range<u32> {
        let n = self.words() as u32;
        let (mut lo, mut hi) = (0u32, n);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.word(mid) < prefix {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let start = lo;
        let mut hi = n;
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.word(mid).starts_with(prefix) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        start..lo
    }

    /// The vocabulary words a query word matches, with their score and kind, sorted by
    /// word.
    fn word_matches(&self, q: &str) -> Vec<(u32, f32, MatchKind)> {
        let mut out: Vec<(u32, f32, MatchKind)> = Vec::new();
        let range = self.prefix_range(q);
        for w in range.clone() {
            if self.word(w) == q {
                out.push((w, 1.0, MatchKind::Exact));
            } else {
                // Shorter completions first: `ali` is closer to `alie` than to `alimov`.
                let extra = self.word(w).len() - q.len();
                out.push((w, PREFIX - STEP * extra.min(10) as f32, MatchKind::Prefix));
            }
        }
        let qt = trigrams(q);
        if q.len() >= 3 {
            // Inside a word: every trigram of the query is one of the word's, so the
            // candidates are the words of its rarest trigram.
            let inner = inner_trigrams(q);
            let rarest = inner
                .iter()
                .min_by_key(|&&t| self.trigram_words.get(usize::from(t)).len());
            if let Some(&t) = rarest {
                for &w in self.trigram_words.get(usize::from(t)) {
                    if !range.contains(&w) && self.word(w).contains(q) {
                        out.push((w, SUBSTRING, MatchKind::Substring));
                    }
                }
            }
        }
        if q.len() >= 4 {
            // Closeness: count the trigrams each word shares with the query.
            let mut shared = vec![0u8; self.words()];
            let mut touched = Vec::new();
            for &t in &qt {
                for &w in self.trigram_words.get(usize::from(t)) {
                    let c = &mut shared[w as usize];
                    if *c == 0 {
                        touched.push(w);
                    }
                    *c = c.saturating_add(1);
                }
            }
            out.sort_unstable_by_key(|m| m.0);
            let before = out.len();
            for w in touched {
                let s = usize::from(shared[w as usize]);
                let wl = usize::from(self.word_trigrams[w as usize]);
                let dice = (2 * s) as f32 / (qt.len() + wl) as f32;
                if dice >= FUZZY_THRESHOLD
                    && out[..before].binary_search_by_key(&w, |m| m.0).is_err()
                {
                    out.push((w, FUZZY * dice, MatchKind::Fuzzy));
                }
            }
        }
        out.sort_unstable_by_key(|m| m.0);
        out
    }

    /// The players whose id is `query` (FIDE id, or national id as written, ignoring case).
    fn by_id(&self, query: &str) -> Vec<(u32, IdKind)> {
        let mut out = Vec::new();
        if let Ok(Some(id)) = FideId::parse(query) {
            let id = id.get();
            let start = self.by_fide.partition_point(|&(f, _)| f < id);
            for &(f, i) in &self.by_fide[start..] {
                if f != id {
                    break;
                }
                out.push((i, IdKind::Fide));
            }
        }
        let q = query.trim().to_ascii_uppercase();
        if !q.is_empty() {
            let start = self
                .by_national
                .partition_point(|&i| self.national(i).to_ascii_uppercase() < q);
            for &i in &self.by_national[start..] {
                if self.national(i).to_ascii_uppercase() != q {
                    break;
                }
                if !out.iter().any(|(j, _)| *j == i) {
                    out.push((i, IdKind::National));
                }
            }
        }
        out
    }

    /// Finds players by id or by name (see the module documentation), best first, at
    /// most `limit`. Ties go to the higher rating, then the name.
    #[must_use]
    pub fn search(&self, query: &str, limit: usize) -> Vec<SearchHit> {
        if limit == 0 {
            return Vec::new();
        }
        let mut hits: Vec<SearchHit> = self
            .by_id(query)
            .into_iter()
            .map(|(i, _)| self.hit(i, MatchKind::Id, 1.2))
            .collect();
        let tokens = name_tokens(query);
        if tokens.is_empty() || hits.len() >= limit {
            hits.truncate(limit);
            return hits;
        }
        let matches: Vec<Vec<(u32, f32, MatchKind)>> =
            tokens.iter().map(|t| self.word_matches(t)).collect();
        if matches.iter().any(Vec::is_empty) {
            return hits;
        }
        // Drive from the query word with the fewest players, best words first, and stop
        // once no player left can beat the `limit`-th found.
        let weight = |m: &Vec<(u32, f32, MatchKind)>| -> usize {
            m.iter()
                .map(|&(w, _, _)| self.word_players.get(w as usize).len())
                .sum()
        };
        let Some(drive) = (0..matches.len()).min_by_key(|&i| weight(&matches[i])) else {
            return hits;
        };
        let n = tokens.len() as f32;
        let mut driving = matches[drive].clone();
        driving.sort_unstable_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let want = limit - hits.len();
        let mut seen = vec![0u64; self.entries.len().div_ceil(64)];
        let mut scored: Vec<(f32, u32, MatchKind)> = Vec::new();
        // The `want` best scores so far (as bits: scores are positive).
        let mut top: BinaryHeap<Reverse<u32>> = BinaryHeap::with_capacity(want + 1);
        let mut g = 0;
        while g < driving.len() {
            let group_score = driving[g].1;
            let upper = (group_score + (n - 1.0)) / n + BONUS;
            if top.len() >= want
                && top
                    .peek()
                    .is_some_and(|Reverse(k)| f32::from_bits(*k) > upper)
            {
                break;
            }
            while g < driving.len() && driving[g].1.total_cmp(&group_score).is_eq() {
                let (w, s, k) = driving[g];
                g += 1;
                'players: for &player in self.word_players.get(w as usize) {
                    let bit = &mut seen[player as usize / 64];
                    let mask = 1u64 << (player % 64);
                    if *bit & mask != 0 {
                        // Reached before through a better word.
                        continue;
                    }
                    *bit |= mask;
                    let mut total = s;
                    let mut kind = k;
                    let words = self.player_words.get(player as usize);
                    for (qi, m) in matches.iter().enumerate() {
                        if qi == drive {
                            continue;
                        }
                        let mut best: Option<(f32, MatchKind)> = None;
                        for &pw in words {
                            if let Ok(at) = m.binary_search_by_key(&pw, |x| x.0) {
                                let (_, ws, wk) = m[at];
                                if best.is_none_or(|(t, _)| ws > t) {
                                    best = Some((ws, wk));
                                }
                            }
                        }
                        let Some((ws, wk)) = best else {
                            continue 'players;
                        };
                        total += ws;
                        kind = kind.max(wk);
                    }
                    let mut score = total / n;
                    // A name with no word beyond the query's is the closer match.
                    if words.len() == tokens.len() {
                        score += BONUS;
                    }
                    scored.push((score, player, kind));
                    top.push(Reverse(score.to_bits()));
                    if top.len() > want {
                        top.pop();
                    }
                }
            }
        }
        let order = |a: &(f32, u32, MatchKind), b: &(f32, u32, MatchKind)| {
            b.0.total_cmp(&a.0)
                .then_with(|| {
                    self.entries[b.1 as usize]
                        .rating
                        .cmp(&self.entries[a.1 as usize].rating)
                })
                .then_with(|| self.name(a.1).cmp(self.name(b.1)))
                .then(a.1.cmp(&b.1))
        };
        if scored.len() > want {
            scored.select_nth_unstable_by(want - 1, order);
            scored.truncate(want);
        }
        scored.sort_unstable_by(order);
        for (score, player, kind) in scored {
            if hits.iter().any(|h| h.position == player) {
                continue;
            }
            hits.push(self.hit(player, kind, score));
        }
        hits.truncate(limit);
        hits
    }
}

fn truncate(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{ChessRating, ListKind, NationalId};

    fn player(id: u32, name: &str, fed: &str, rating: u16) -> ListPlayer {
        let mut p = ListPlayer::new(ListKind::Fide, name);
        p.fide_id = FideId::new(id);
        p.federation = Federation::parse(fed);
        p.ratings.standard = Some(ChessRating {
            rating: Rating(rating),
            games: None,
            k: None,
        });
        p
    }

    fn index() -> SearchIndex {
        let mut national = player(0, "Smith, John", "ENG", 1900);
        national.national_id = NationalId::new("123456A");
        SearchIndex::build(vec![
            player(1503014, "Carlsen, Magnus", "NOR", 2830),
            player(4100018, "Müller, Hans", "GER", 2100),
            player(4100026, "Mueller, Anna", "GER", 1900),
            player(4100034, "Müllerová, Jana", "CZE", 1700),
            player(4100042, "Dvoretskij, Mark", "RUS", 2400),
            player(4100050, "Dvořák, Jan", "CZE", 2000),
            player(4100069, "Kasparow, Garri", "GER", 2800),
            player(4100077, "Carlson, Magda", "USA", 1500),
            national,
        ])
    }

    fn names(hits: &[SearchHit]) -> Vec<&str> {
        hits.iter().map(|h| h.name.as_str()).collect()
    }

    #[test]
    fn ids() {
        let ix = index();
        let h = ix.search("1503014", 10);
        assert_eq!(h[0].name, "Carlsen, Magnus");
        assert_eq!(h[0].kind, MatchKind::Id);
        let h = ix.search("123456a", 10);
        assert_eq!(names(&h), vec!["Smith, John"]);
        assert!(ix.search("999", 10).is_empty());
    }

    #[test]
    fn umlauts_and_case() {
        let ix = index();
        let h = ix.search("mueller", 10);
        let n = names(&h);
        assert!(
            n.contains(&"Müller, Hans") && n.contains(&"Mueller, Anna"),
            "{n:?}"
        );
        // The whole-word matches before the longer Müllerová.
        assert_eq!(h.iter().position(|h| h.name == "Müllerová, Jana"), Some(2));
        assert_eq!(names(&ix.search("MÜLLER hans", 10))[0], "Müller, Hans");
    }

    #[test]
    fn word_order_and_prefix() {
        let ix = index();
        assert_eq!(
            names(&ix.search("Magnus Carlsen", 10))[0],
            "Carlsen, Magnus"
        );
        assert_eq!(names(&ix.search("carlsen, m", 10))[0], "Carlsen, Magnus");
        let h = ix.search("carl", 10);
        assert_eq!(names(&h), vec!["Carlsen, Magnus", "Carlson, Magda"]);
        assert_eq!(h[0].kind, MatchKind::Prefix);
    }

    #[test]
    fn substring() {
        let ix = index();
        let h = ix.search("retsk", 10);
        assert_eq!(names(&h), vec!["Dvoretskij, Mark"]);
        assert_eq!(h[0].kind, MatchKind::Substring);
    }

    #[test]
    fn closeness() {
        let ix = index();
        let h = ix.search("Dvoretsky", 10);
        assert_eq!(names(&h)[0], "Dvoretskij, Mark");
        assert_eq!(h[0].kind, MatchKind::Fuzzy);
        assert_eq!(
            names(&ix.search("kasparov garry", 10))[0],
            "Kasparow, Garri"
        );
        assert!(ix.search("zzzzqqq", 10).is_empty());
    }

    #[test]
    fn limit_and_ties_by_rating() {
        let ix = index();
        assert_eq!(ix.search("m", 2).len(), 2);
        assert!(ix.search("m", 0).is_empty());
        let h = ix.search("m", 10);
        // `mark` and `magda` complete `m` equally: the stronger player first.
        assert_eq!(names(&h)[..2], ["Dvoretskij, Mark", "Carlson, Magda"]);
    }
}
