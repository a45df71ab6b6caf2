// Temporary dev tool: compare assembled shader code with the original.
fn main() {
    let dir = std::env::args().nth(1).unwrap();
    let (mut ok, mut n) = (0, 0);
    let mut firsts = std::collections::BTreeMap::<String, Vec<String>>::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|x| x != "o") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(p.with_extension("asm")) else {
            continue;
        };
        let data = std::fs::read(&p).unwrap();
        if !dxsm::dxbc::is_dxbc(&data) {
            continue;
        }
        n += 1;
        let c = dxsm::dxbc::Container::read(&data, false).unwrap();
        let shdr = c.find(&[b"SHDR", b"SHEX"]).unwrap();
        let orig = dxsm::sm4::decode::decode(shdr.data, 0).unwrap();
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        match dxsm::text::sm4_parse::parse(&text) {
            Err(e) => firsts
                .entry(format!("ERR {}", e.message()))
                .or_default()
                .push(format!("{name}:{}", e.line())),
            Ok(prog) => {
                let bytes = dxsm::sm4::encode::encode(&prog);
                if bytes == shdr.data {
                    ok += 1;
                    continue;
                }
                let i = (0..orig.instructions.len())
                    .find(|&i| prog.instructions.get(i) != orig.instructions.get(i));
                let key = match i {
                    Some(i) => {
                        let mut s = String::new();
                        dxsm::text::sm4_print::instruction(
                            &orig.instructions[i],
                            Default::default(),
                            &mut s,
                        );
                        let w = format!("{:?}", orig.instructions[i]);
                        let g = prog
                            .instructions
                            .get(i)
                            .map(|x| format!("{x:?}"))
                            .unwrap_or_default();
                        // first differing char
                        let k = w
                            .chars()
                            .zip(g.chars())
                            .position(|(a, b)| a != b)
                            .unwrap_or(0);
                        format!(
                            "{s}\n      want ..{}\n      got  ..{}",
                            &w[k.saturating_sub(60)..(k + 80).min(w.len())],
                            &g[k.saturating_sub(60)..(k + 80).min(g.len())]
                        )
                    }
                    None => "same IR, different bytes".into(),
                };
                firsts.entry(key).or_default().push(name);
            }
        }
    }
    println!("{ok} / {n}");
    let mut v: Vec<_> = firsts.into_iter().collect();
    v.sort_by_key(|(_, f)| std::cmp::Reverse(f.len()));
    for (k, f) in v.iter().take(30) {
        println!("{:3} {}  [{}]", f.len(), k, f[0]);
    }
}
