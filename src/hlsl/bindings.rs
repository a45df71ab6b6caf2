//! Textures, samplers, buffers and UAVs under their reflection names: the
//! decompiler names each by its register (`t0`, `s1`, `u2`), and where the
//! reflection data names the one object bound there, the HLSL takes that
//! name (`g_disp`, `g_samLinear`).

use super::words;
use crate::dxbc::rdef::Rdef;

/// The register letter of a binding's input type
/// (`D3D_SHADER_INPUT_TYPE`), for the objects the decompiler declares by
/// register.
fn letter(input_type: u32) -> Option<char> {
    match input_type {
        2 | 5 | 7 => Some('t'),
        3 => Some('s'),
        4 | 6 | 8..=11 => Some('u'),
        _ => None,
    }
}

/// `hlsl` with each object the reflection data `rdef` names declared and
/// used by that name. A name is taken only where it is an identifier,
/// could not be taken for one of the decompiler's own names, and names
/// nothing else in the reflection data (a Direct3D 9-style sampler names
/// its texture and its sampler alike).
pub fn named(rdef: &Rdef, hlsl: &str, taken: &dyn Fn(&str) -> bool) -> String {
    let mut names: Vec<&str> = rdef.bindings.iter().map(|b| b.name.as_str()).collect();
    for buf in &rdef.buffers {
        names.extend(buf.variables.iter().map(|v| v.name.as_str()));
    }
    let hlsl = &components(rdef, hlsl);
    let mut renames: Vec<(String, &str)> = Vec::new();
    for b in &rdef.bindings {
        let Some(l) = letter(b.input_type) else {
            continue;
        };
        let old = format!("{l}{}", b.bind_point);
        let declared = format!(" {old} : register({old})");
        if b.bind_count != 1
            || memchr::memmem::find(hlsl.as_bytes(), declared.as_bytes()).is_none()
            || names.iter().filter(|n| **n == b.name).count() != 1
            || taken(&b.name)
            || !words::identifier(&b.name)
            || words::used(hlsl, &b.name)
        {
            continue;
        }
        renames.push((old, b.name.as_str()));
    }
    words::renamed(hlsl, &renames)
}

/// `hlsl` with each texture of fewer than four components declared with
/// its count (`Texture2D<float>`), as the reflection data gives it: the
/// compiler reads no more of such a texture's results, and the HLSL then
/// has the original's element type.
fn components(rdef: &Rdef, hlsl: &str) -> String {
    let mut text = hlsl.to_string();
    for b in rdef.bindings.iter().filter(|b| b.input_type == 2) {
        let n = ((b.flags >> 2) & 3) + 1;
        let reg = format!("t{}", b.bind_point);
        let tail = format!("> {reg} : register({reg});");
        let Some(end) = memchr::memmem::find(text.as_bytes(), tail.as_bytes()) else {
            continue;
        };
        let start = text[..end].rfind('\n').map_or(0, |k| k + 1);
        let line = &text[start..end];
        let Some(open) = line.find('<') else { continue };
        let element = &line[open + 1..];
        // `float4` or `float4, 8` (multisampled): the 4 after the type.
        let four = match element.find(',') {
            Some(c) => c.checked_sub(1),
            None => element.len().checked_sub(1),
        };
        let Some(four) = four.filter(|k| n < 4 && element[*k..].starts_with('4')) else {
            continue;
        };
        if reads_past(&text, &reg, n) {
            continue;
        }
        let count = if n == 1 { String::new() } else { n.to_string() };
        let at = start + open + 1 + four;
        text.replace_range(at..at + 1, &count);
    }
    text
}

/// Whether the code reads a component past the first `n` of a result of
/// texture `reg` (`(t0.Sample(...)).xyzw`): the compiler of an older
/// version reads all four of a one-component texture, which HLSL then has
/// to be given as four.
fn reads_past(hlsl: &str, reg: &str, n: u32) -> bool {
    let key = format!("({reg}.");
    hlsl.match_indices(&key).any(|(at, _)| {
        // The group the call opens, to its closing parenthesis.
        let mut depth = 0usize;
        let close = hlsl[at..].char_indices().find_map(|(i, c)| match c {
            '(' => {
                depth += 1;
                None
            }
            ')' => {
                depth -= 1;
                (depth == 0).then_some(at + i)
            }
            '\n' => Some(at + i),
            _ => None,
        });
        let Some(close) = close else { return true };
        let letters = hlsl[close + 1..]
            .strip_prefix('.')
            .unwrap_or("")
            .chars()
            .take_while(|c| matches!(c, 'x' | 'y' | 'z' | 'w'));
        letters
            .map(|c| "xyzw".find(c).unwrap_or(3) as u32)
            .any(|k| k >= n)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dxbc::rdef::Binding;

    fn binding(name: &str, input_type: u32, bind_point: u32) -> Binding {
        Binding {
            name: name.into(),
            input_type,
            bind_point,
            bind_count: 1,
            // Four components.
            flags: 0x0c,
            ..Binding::default()
        }
    }

    #[test]
    fn textures_have_the_reflection_data_s_component_count() {
        let mut one = binding("g_disp", 2, 0);
        one.flags = 0;
        let mut two = binding("g_ms", 2, 1);
        two.flags = 4;
        let rdef = Rdef {
            bindings: vec![one, two, binding("g_full", 2, 2)],
            ..Rdef::default()
        };
        let text = "Texture2D<float4> t0 : register(t0);\nTexture2DMS<uint4, 4> t1 : register(t1);\nTexture2D<unorm float4> t2 : register(t2);\nr0.x = (t0.Sample(s0, asfloat(r1.xy))).x;\n";
        assert_eq!(
            named(&rdef, text, &|_| false),
            "Texture2D<float> g_disp : register(t0);\nTexture2DMS<uint2, 4> g_ms : register(t1);\nTexture2D<unorm float4> g_full : register(t2);\nr0.x = (g_disp.Sample(s0, asfloat(r1.xy))).x;\n"
        );
        // A read of all four components of a one-component texture keeps
        // four.
        let text =
            "Texture2D<float4> t0 : register(t0);\nr0 = (t0.Sample(s0, asfloat(r1.xy))).xyzw;\n";
        assert!(named(&rdef, text, &|_| false).starts_with("Texture2D<float4> g_disp"));
    }

    #[test]
    fn objects_take_their_reflection_names() {
        let rdef = Rdef {
            bindings: vec![
                binding("g_disp", 2, 0),
                binding("g_s", 3, 0),
                // One name for a texture and its sampler: neither takes it.
                binding("Both", 2, 1),
                binding("Both", 3, 1),
            ],
            ..Rdef::default()
        };
        let text = "// t0 s0\nSamplerState s0 : register(s0);\nTexture2D<float4> t0 : register(t0);\nTexture2D<float4> t1 : register(t1);\nSamplerState s1 : register(s1);\nstruct S_t0 { uint w[1]; };\nr0 = t0.Sample(s0, asfloat(r1.xy)) + t1.Sample(s1, 0x3f800000u);\n";
        let out = named(&rdef, text, &|_| false);
        assert_eq!(
            out,
            "// t0 s0\nSamplerState g_s : register(s0);\nTexture2D<float4> g_disp : register(t0);\nTexture2D<float4> t1 : register(t1);\nSamplerState s1 : register(s1);\nstruct S_t0 { uint w[1]; };\nr0 = g_disp.Sample(g_s, asfloat(r1.xy)) + t1.Sample(s1, 0x3f800000u);\n"
        );
        // A name the decompiler's own could be taken for is not taken.
        assert_eq!(
            named(&rdef, text, &|n| n == "g_s").matches("g_s").count(),
            0
        );
    }
}
