//! `dxsm info` (`dxsm::info`): its facts checked against Microsoft's
//! listings of the corpus (bindings, signatures, instruction slots), the
//! container's own bytes (chunks, checksum) and 3Dmigoto's hash rule.

use dxsm::info::{hash_3dmigoto, info};
use std::path::Path;

fn corpus() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/sm4-5")
}

#[test]
fn the_3dmigoto_hash_is_fnv1_from_zero() {
    // 3Dmigoto's fnv_64_buf: start at 0; per byte multiply by the FNV
    // prime 0x100000001b3, then exclusive-or the byte.
    assert_eq!(hash_3dmigoto(b""), 0);
    assert_eq!(hash_3dmigoto(b"a"), 0x61);
    assert_eq!(
        hash_3dmigoto(b"ab"),
        0x61u64.wrapping_mul(0x100000001b3) ^ 0x62
    );
    let data = std::fs::read(corpus().join("ps40_clip_dissolve.o")).unwrap_or_else(|_| {
        std::fs::read(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/shaders/ps40_clip_dissolve.o"),
        )
        .unwrap()
    });
    let i = info(&data).unwrap();
    assert_eq!(i.hash_3dmigoto, format!("{:016x}", hash_3dmigoto(&data)));
    assert_eq!(i.fix_file, format!("{}-ps_replace.txt", i.hash_3dmigoto));
}

#[test]
fn reports_what_microsoft_s_listings_print() {
    let (mut files, mut bindings, mut elements) = (0, 0, 0);
    for e in std::fs::read_dir(corpus()).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|x| x != "o") {
            continue;
        }
        let Ok(listing) = std::fs::read_to_string(p.with_extension("asm")) else {
            continue;
        };
        let data = std::fs::read(&p).unwrap();
        let i = info(&data).unwrap();
        let name = p.display();
        // The version line.
        assert!(
            listing.lines().any(|l| l.trim() == i.shader),
            "{name}: {}",
            i.shader
        );
        // Each binding is a row of the listing's table: name, type,
        // format, dimension, slot, count.
        for b in &i.bindings {
            let slot = b.slot.trim_start_matches(|c: char| c.is_ascii_alphabetic());
            let want = [
                "//",
                &b.name,
                &b.ty,
                &b.format,
                &b.dimension,
                slot,
                &b.count.to_string(),
            ];
            assert!(
                listing
                    .lines()
                    .any(|l| l.split_whitespace().eq(want.iter().copied())),
                "{name}: binding {want:?}"
            );
            bindings += 1;
        }
        // Each signature element's name, index, mask, register, system
        // value and format, as its row begins.
        for (code, els) in &i.signatures {
            for e in els {
                let reg = e.register.map_or("N/A".to_string(), |r| r.to_string());
                let want = [
                    &e.name,
                    &e.index.to_string(),
                    &e.mask,
                    &reg,
                    &e.system_value,
                    &e.format,
                ];
                // Without a register the listing's mask and register
                // columns name the special register (`N/A`, `primID`).
                let columns: &[usize] = if e.register.is_some() {
                    &[0, 1, 2, 3, 4, 5]
                } else {
                    &[0, 1, 4, 5]
                };
                assert!(
                    listing.lines().any(|l| {
                        let t: Vec<&str> = l.split_whitespace().skip(1).collect();
                        // Several streams: `m1:NAME`.
                        let streamed = format!("m{}:{}", e.stream, e.name);
                        t.len() >= 6
                            && columns
                                .iter()
                                .all(|&k| t[k] == want[k].as_str() || (k == 0 && t[0] == streamed))
                    }),
                    "{name} {code}: element {want:?}"
                );
                elements += 1;
            }
        }
        // The last line counts the STAT chunk's instruction slots.
        if let Some(n) = i.statistics.get("instruction_slots") {
            assert!(
                listing.contains(&format!("// Approximately {n} instruction slots used")),
                "{name}: {n} slots"
            );
        }
        // The checksum is the container's.
        let c = i.checksum.as_ref().unwrap();
        assert!(c.matches, "{name}");
        assert_eq!(
            c.stored,
            data[4..20]
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<String>()
        );
        // The chunks cover the file as its table says.
        for ch in &i.chunks {
            assert_eq!(
                &data[ch.offset - 8..ch.offset - 4],
                ch.code.as_bytes(),
                "{name}"
            );
            let size = u32::from_le_bytes(data[ch.offset - 4..ch.offset].try_into().unwrap());
            assert_eq!(size as usize, ch.size, "{name}");
        }
        files += 1;
    }
    println!("info: {files} files, {bindings} bindings and {elements} signature elements as Microsoft's listings print them");
    assert!(files > 250, "{files}");
}

#[test]
fn a_wrong_checksum_and_a_non_shader_are_told() {
    let mut data = std::fs::read(corpus().join("ps50_interface_material_system.o")).unwrap();
    data[5] ^= 1;
    let i = info(&data).unwrap();
    assert!(!i.checksum.unwrap().matches);
    assert!(info(b"hello").is_err());
    assert!(info(&data[..40]).is_err());
}
