// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer F
// {
//
//   float4 g_k;                        // Offset:    0 Size:    16
//   int g_n;                           // Offset:   16 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_t                               texture  float4          2d    0        1
// F                                 cbuffer      NA          NA    0        1
//
cbuffer F : register(b0) {
    float4 g_k : packoffset(c0);
    int g_n : packoffset(c1);
};
SamplerState g_s : register(s0);
Texture2D<float4> g_t : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise uint4 o0 = 0;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise int4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v2.xyzw = input.COLOR0;
    if (g_k.x < v2.w) {
        r0.xyzw = asint((g_t.SampleLevel(g_s, v1.xy, 0.0f)).xyzw * g_k.yyyy);
        r1.xyz = asuint(r0.yzw);
    } else {
        r0.xyzw = asint(sqrt(abs(v2.xyzw)));
        r1.xyz = asuint(r0.yzw);
    }
    r1.w = 0x3f800000u;
    r0.yzw = (((g_k.z < asfloat(r0.x)) ? 0xffffffffu : 0u).xxx != 0u) ? asint(r1.yxz) : asint(r1.xyw);
    r1.xyzw = asuint(r0.xyzw);
    r2.x = 0;
    [loop] while (true) {
        if (r2.x >= g_n) { break; }
        r1.xyzw = asuint(mad(asfloat(r1.xyzw), float4(0.5f, 0.5f, 0.5f, 0.5f), g_k.xyzw));
        r2.x = r2.x + 1;
    }
    o0.yzw = r1.yzw;
    r1.yz = uint2(0x00000001u, 0x00000000u);
    r0.xy = (((0 < g_n) ? 0xffffffffu : 0u).xx != 0u) ? asint(r1.xy) : asint(r1.xz);
    r0.z = asint((r0.y < g_n) ? 0xffffffffu : 0u);
    r1.x = asuint(asfloat(r0.x) + 1.0f);
    r1.yw = uint2(0x00000002u, 0x00000003u);
    r0.xy = (asuint(r0.zz) != 0u) ? asint(r1.xy) : r0.xy;
    r0.w = asint((r0.y < g_n) ? 0xffffffffu : 0u);
    r0.z = r0.w & r0.z;
    r1.z = asuint(asfloat(r0.x) + 2.0f);
    r0.xy = (asuint(r0.zz) != 0u) ? asint(r1.zw) : r0.xy;
    r0.y = asint((r0.y < g_n) ? 0xffffffffu : 0u);
    r0.y = r0.y & r0.z;
    r0.z = asint(asfloat(r0.x) + 3.0f);
    o0.x = (asuint(r0.y) != 0u) ? asuint(r0.z) : asuint(r0.x);
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
